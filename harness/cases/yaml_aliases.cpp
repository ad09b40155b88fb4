#include "cases/yaml_aliases.h"

#include <algorithm>
#include <cctype>
#include <cstring>
#include <set>
#include <sstream>

#include <yaml-cpp/eventhandler.h>
#include <yaml-cpp/exceptions.h>
#include <yaml-cpp/parser.h>

#include "base/spelling.h"

namespace harness {

SourceLoc loc_of(const std::string& path, const YAML::Mark& mark) {
  if (mark.is_null()) return {path, 0, 0};
  return {path, mark.line + 1, mark.column + 1};
}

namespace {

bool ends_name(char c) { return std::isspace(static_cast<unsigned char>(c)) || std::strchr(",[]{}", c); }

// The name after `sigil` ('&' or '*') in the node properties at `pos`. A
// node's mark is at its properties, and a tag may come before the anchor.
std::string name_at(const std::string& text, std::size_t pos, char sigil) {
  for (int token = 0; token < 2 && pos < text.size(); ++token) {
    if (text[pos] == sigil) {
      std::size_t end = pos + 1;
      while (end < text.size() && !ends_name(text[end])) ++end;
      return text.substr(pos + 1, end - pos - 1);
    }
    while (pos < text.size() && !ends_name(text[pos])) ++pos;
    while (pos < text.size() && (text[pos] == ' ' || text[pos] == '\t')) ++pos;
  }
  return "";
}

// The line of an anchor '&name' after `pos`, or 0: an alias written before
// its anchor is the likeliest reason a name is not found.
int later_anchor_line(const std::string& text, std::size_t pos, const std::string& name) {
  const std::string wanted = "&" + name;
  for (std::size_t at = text.find(wanted, pos); at != std::string::npos; at = text.find(wanted, at + 1)) {
    const std::size_t after = at + wanted.size();
    if (after == text.size() || ends_name(text[after]))
      return static_cast<int>(std::count(text.begin(), text.begin() + at, '\n')) + 1;
  }
  return 0;
}

}  // namespace

// One pass over the parser's events, in text order. Each node that opens a
// span (an anchor, an element of 'cases') closes it when its subtree ends;
// the span's end is where the next node starts (end events carry no mark).
class AliasScan : public YAML::EventHandler {
 public:
  AliasScan(const std::string& text, const std::string& path, YamlAliases& out) : text_(text), path_(path), out_(out) {}

  void OnDocumentStart(const YAML::Mark&) override {}
  void OnDocumentEnd() override {}
  void OnNull(const YAML::Mark& mark, YAML::anchor_t anchor) override {
    close_pending(node(mark, anchor, nullptr, false).opened);
  }
  void OnAlias(const YAML::Mark& mark, YAML::anchor_t anchor) override {
    const Node here = node(mark, 0, nullptr, false);
    out_.aliases_.push_back({static_cast<std::size_t>(mark.pos), loc_of(path_, mark), anchor - 1});
    close_pending(here.opened);
  }
  void OnScalar(const YAML::Mark& mark, const std::string& tag, YAML::anchor_t anchor,
                const std::string& value) override {
    close_pending(node(mark, anchor, &value, tag != "!").opened);
  }
  void OnSequenceStart(const YAML::Mark& mark, const std::string&, YAML::anchor_t anchor,
                       YAML::EmitterStyle::value) override {
    open(node(mark, anchor, nullptr, false), false);
  }
  void OnMapStart(const YAML::Mark& mark, const std::string&, YAML::anchor_t anchor,
                  YAML::EmitterStyle::value) override {
    open(node(mark, anchor, nullptr, false), true);
  }
  void OnSequenceEnd() override { close(); }
  void OnMapEnd() override { close(); }

  /// The spans still open when the text ends.
  void finish() { settle(text_.size()); }

  /// The anchor names defined so far, for "did you mean".
  std::vector<std::string> names() const {
    std::vector<std::string> out;
    for (const auto& anchor : out_.anchors_) out.push_back("*" + anchor.name);
    return out;
  }

 private:
  // A span by its place: (true, i) is anchors_[i], (false, i) is cases_[i].
  using SpanRef = std::pair<bool, std::size_t>;
  struct Node {
    std::vector<SpanRef> opened;
    bool is_cases_list = false;  ///< the value of the root's 'cases'
  };
  struct Frame {
    bool map = false;
    bool key_next = true;
    std::string key;  ///< of the value being read, in a map
    bool is_cases_list = false;
    std::vector<SpanRef> opened;
  };

  YamlAliases::Span& span(const SpanRef& ref) {
    return ref.first ? out_.anchors_[ref.second].span : out_.cases_[ref.second];
  }

  void settle(std::size_t pos) {
    for (const SpanRef& ref : pending_) span(ref).end = pos;
    pending_.clear();
  }

  void close_pending(const std::vector<SpanRef>& spans) { pending_.insert(pending_.end(), spans.begin(), spans.end()); }

  Node node(const YAML::Mark& mark, YAML::anchor_t anchor, const std::string* scalar, bool plain) {
    const auto pos = static_cast<std::size_t>(mark.pos);
    settle(pos);
    Node out;
    if (!frames_.empty()) {
      Frame& parent = frames_.back();
      if (parent.map && parent.key_next) {
        // '<<' would merge another map in YAML 1.1; yaml-cpp keeps it as a
        // key, which the schema would call unknown without saying why.
        if (scalar && plain && *scalar == "<<")
          fail(loc_of(path_, mark), "merge keys ('<<') are not supported: write the case's keys, and alias single "
                                    "values (puzzle: *name)");
        parent.key = scalar ? *scalar : "";
      } else if (parent.map) {
        out.is_cases_list = frames_.size() == 1 && parent.key == "cases";
      } else if (parent.is_cases_list) {
        out_.cases_.push_back({pos, pos});
        out.opened.push_back({false, out_.cases_.size() - 1});
      }
      if (parent.map) parent.key_next = !parent.key_next;
    }
    if (anchor != 0) {
      const std::string name = name_at(text_, pos, '&');
      for (const auto& earlier : out_.anchors_)
        if (earlier.name == name)
          fail(loc_of(path_, mark),
               "anchor '&{}' is defined twice (first at line {}): give each its own name, or an "
               "alias after this line takes the second",
               name, earlier.loc.line);
      out_.anchors_.resize(anchor);
      out_.anchors_[anchor - 1] = {name, loc_of(path_, mark), {pos, pos}};
      out.opened.push_back({true, anchor - 1});
    }
    return out;
  }

  void open(Node node, bool map) {
    Frame frame;
    frame.map = map;
    frame.is_cases_list = node.is_cases_list && !map;
    frame.opened = std::move(node.opened);
    frames_.push_back(std::move(frame));
  }

  void close() {
    close_pending(frames_.back().opened);
    frames_.pop_back();
  }

  const std::string& text_;
  const std::string& path_;
  YamlAliases& out_;
  std::vector<Frame> frames_;
  std::vector<SpanRef> pending_;
};

YamlAliases::YamlAliases(const std::string& text, const std::string& path) {
  std::istringstream stream(text);
  AliasScan scan(text, path, *this);
  try {
    YAML::Parser parser(stream);
    parser.HandleNextDocument(scan);
  } catch (const YAML::Exception& e) {
    if (e.msg != YAML::ErrorMsg::UNKNOWN_ANCHOR) fail(loc_of(path, e.mark), "{}", e.msg);
    const std::string name = name_at(text, static_cast<std::size_t>(e.mark.pos), '*');
    if (const int line = later_anchor_line(text, static_cast<std::size_t>(e.mark.pos), name))
      fail(loc_of(path, e.mark), "alias '*{}' comes before its anchor '&{}' (line {}): an anchor must come first", name,
           name, line);
    const auto known = closest_name("*" + name, scan.names());
    fail(loc_of(path, e.mark), "alias '*{}' names no anchor{}", name, known ? " (did you mean '" + *known + "'?)" : "");
  }
  scan.finish();
}

std::optional<SourceLoc> YamlAliases::use_in_case(std::size_t index, std::size_t pos) const {
  if (index >= cases_.size() || cases_[index].contains(pos)) return std::nullopt;
  const Span& own = cases_[index];
  // Breadth first from the node: the aliases whose anchor holds it, then the
  // aliases whose anchor holds those, each alias once (an anchor may hold an
  // alias of itself). The nearest alias in the case wins; among equals, the
  // one naming the innermost anchor.
  std::vector<std::size_t> frontier = {pos};
  std::set<std::size_t> seen;
  while (!frontier.empty()) {
    const Alias* best = nullptr;
    std::vector<std::size_t> next;
    for (const std::size_t at : frontier)
      for (std::size_t i = 0; i < aliases_.size(); ++i) {
        const Alias& alias = aliases_[i];
        const Span& anchored = anchors_[alias.anchor].span;
        if (!anchored.contains(at) || !seen.insert(i).second) continue;
        if (!own.contains(alias.pos)) next.push_back(alias.pos);
        else if (!best || anchored.begin > anchors_[best->anchor].span.begin) best = &alias;
      }
    if (best) return best->loc;
    frontier = std::move(next);
  }
  return std::nullopt;
}

std::string YamlAliases::note_at(const SourceLoc& loc) const {
  for (const Alias& alias : aliases_)
    if (alias.loc.line == loc.line && alias.loc.column == loc.column && alias.loc.path == loc.path) {
      const Anchor& anchor = anchors_[alias.anchor];
      return " (the value of anchor '&" + anchor.name + "' at line " + std::to_string(anchor.loc.line) + ")";
    }
  return "";
}

}  // namespace harness
