#pragma once
// A grid picture (verdict/grid_picture.h) drawn as an HTML table: the case's
// givens, the cells the program filled, the empty ones and the cells the
// verdict marks, each with a class the page's style sheet draws and a legend
// that names them, and the boxes' edges thick as on paper. A marked cell is
// told apart by its border as well as its colour, for a reader who cannot
// tell red, and by its title, for a screen reader.
#include <string>

#include "verdict/grid_picture.h"

namespace harness {

/// <table class="grid">, one <td> per cell with the classes "given" (the
/// puzzle's digit there), "filled" (the program's digit in an empty cell) or
/// "empty", plus "wrong" when marked, and "bl" / "bt" on a box's left or top
/// edge (square grids of 2x2 to 5x5 boxes only). A given the program
/// changed is "given wrong" and its title says what it was. Cells outside
/// the puzzle's shape (a picture read from a foreign report) count as not given.
std::string html_grid(const GridPicture& picture);

/// The legend of html_grid's classes: <ul class="legend">, one sample
/// <span class="cell ..."> of each, named.
std::string html_grid_legend();

}  // namespace harness
