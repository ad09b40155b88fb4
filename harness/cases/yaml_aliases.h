#pragma once
// Where the anchors and aliases of a case file stand. yaml-cpp makes an alias
// the very node it names, mark included, so a node cannot tell where it was
// used; a second reading of the text, event by event, can. The loader uses
// this to place an error in an aliased value at the alias in the case being
// read: there the value has its role (a puzzle, a solution, an 'expect' of a
// count case), and there the instructor wrote what does not fit.
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include <yaml-cpp/mark.h>

#include "base/error.h"

namespace harness {

/// yaml-cpp's marks are 0-based and know no file.
SourceLoc loc_of(const std::string& path, const YAML::Mark& mark);

class YamlAliases {
 public:
  /// Reads `text`, named `path` in messages. Throws harness::Error, at its
  /// place, for a YAML syntax error, an alias with no anchor before it (with
  /// "did you mean"), an anchor name defined twice (a later alias would take
  /// the second silently) and a merge key '<<' (yaml-cpp reads it as a plain
  /// key; the format has no merging).
  YamlAliases(const std::string& text, const std::string& path);

  /// Where to place an error in the node starting at byte `pos` while case
  /// `index` (0-based, of the top-level 'cases' list) is read: nullopt when
  /// the node is that case's own text, else the alias in the case that
  /// reaches it (through other aliases if need be), or nullopt if none does.
  std::optional<SourceLoc> use_in_case(std::size_t index, std::size_t pos) const;

  /// " (the value of anchor '&bd4' at line 12)" when `loc` is an alias's
  /// place, else "": an error placed at an alias says which value it read.
  std::string note_at(const SourceLoc& loc) const;

 private:
  friend class AliasScan;

  /// Bytes [begin, end) of the text; end is where the next node starts.
  struct Span {
    std::size_t begin = 0;
    std::size_t end = 0;
    bool contains(std::size_t pos) const { return pos >= begin && pos < end; }
  };
  struct Anchor {
    std::string name;
    SourceLoc loc;
    Span span;
  };
  struct Alias {
    std::size_t pos;
    SourceLoc loc;
    std::size_t anchor;  ///< index into anchors_
  };

  std::vector<Anchor> anchors_;  ///< by yaml-cpp's anchor id - 1
  std::vector<Alias> aliases_;   ///< in text order
  std::vector<Span> cases_;      ///< the elements of the top-level 'cases' list
};

}  // namespace harness
