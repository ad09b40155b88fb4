// `sudoku-grade record --input FILE [--name N] [--helper PATH]`: runs the
// reference helper on new typed input and prints the session case, screen
// included, so an instructor never types a screen by hand.
#include <filesystem>
#include <iostream>
#include <string>

#include "base/error.h"
#include "base/read_file.h"
#include "cases/case_writer.h"
#include "cli/arguments.h"
#include "cli/command.h"
#include "session/helper_program.h"
#include "session/record.h"
#include "session/transcript.h"

namespace harness {

namespace fs = std::filesystem;

int run_record(int argc, char** argv) {
  CLI::App app{"Runs the reference helper on the typed lines of FILE and prints a session\n"
               "case (entry: session) with the screen a terminal would show, to paste into\n"
               "a case file (docs/sessions.md). Exit 0 printed, 2 bad input or helper.",
               "record"};
  std::string input_path, name, helper;
  app.add_option("--input", input_path, "the lines to type, one a line")->required();
  app.add_option("--name", name, "the case's name (default: the input file's stem)");
  app.add_option("--helper", helper, "the helper to run (default: sudoku-helper beside this program)");
  if (const int code = parse_arguments(app, argc, argv); code >= 0) return code;

  const std::string input = read_file(input_path);
  if (name.empty()) name = fs::path(input_path).stem().string();
  const fs::path helper_path = helper.empty() ? helper_beside_this_program() : fs::path(helper);
  if (!fs::exists(helper_path)) fail({helper_path.string()}, "no such helper");

  const Recording recording = record_screen(
      [&](const std::string& typed) { return run_helper_program(helper_path, typed); }, input);
  // The case holds what was read: lines the helper never asked for would
  // only confuse whoever reads the case later.
  std::string read;
  const auto typed = typed_lines(input);
  for (int k = 0; k < recording.lines_read; ++k) read += typed[k] + "\n";
  Case session;
  session.name = name;
  session.entry = Entry::Session;
  session.expect = SessionExpect{read, recording.screen};
  std::cout << case_item_yaml(session);
  if (recording.lines_read < recording.lines_typed)
    std::cerr << "note: the helper read " << recording.lines_read << " of " << recording.lines_typed
              << " typed lines; the rest are left out\n";
  if (recording.full.exit_code != 0)
    std::cerr << "note: the helper exited " << recording.full.exit_code
              << " (its input ended before quit); the screen ends at its last prompt\n";
  return kExitOk;
}

}  // namespace harness
