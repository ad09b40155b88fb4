#pragma once
// A grid picture (verdict/grid_picture.h) drawn as an SVG image, for a
// platform that shows a report's pictures but no HTML of ours: PrairieLearn
// puts each results.json image in an <img>, so the grid a WA is about is
// drawn as the student page draws it (report/html_grid.h): givens black,
// the program's digits blue, marked cells red with a thick red border (told
// apart by more than colour), boxes' edges thick. An <img> runs no script
// of an SVG and the picture holds only digits and our own markup.
#include <string>

#include "verdict/grid_picture.h"

namespace harness {

/// A standalone SVG document (<svg xmlns=...>), 32 px a cell.
std::string svg_grid(const GridPicture& picture);

/// svg_grid as a data URI: "data:image/svg+xml;base64,...".
std::string svg_grid_data_uri(const GridPicture& picture);

}  // namespace harness
