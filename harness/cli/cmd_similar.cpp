// sudoku-grade similar CLASS [--base STARTER]... [--out OUT]: which students'
// code is alike, ranked, as evidence for a person to review.
#include <unistd.h>

#include <iostream>
#include <sstream>

#include <fmt/format.h>

#include "base/error.h"
#include "base/printable.h"
#include "base/text_width.h"
#include "class/batch.h"
#include "class/class_record.h"
#include "cli/arguments.h"
#include "cli/command.h"
#include "cli/jobs_option.h"
#include "report/html.h"
#include "similar/class_similarity.h"
#include "similar/class_sources.h"
#include "similar/similarity_report.h"

namespace harness {
namespace fs = std::filesystem;

int run_similar(int argc, char** argv) {
  CLI::App app{"Compares every pair of students' code in a class folder (the entries batch grades; C++, Python, "
               "Java and Racket sources), with the starter code left out, and ranks the pairs by how much they "
               "share. With --out, writes OUT/similarity/: a page of the pairs, a page per pair with the matches "
               "side by side, and similarity.json; the class dashboard in OUT links it. Similarity is evidence "
               "for a person to review, not a verdict.",
               "similar"};
  std::string dir, out;
  std::vector<std::string> bases;
  SimilaritySettings settings;
  SimilarityContext context;
  std::size_t shown = 10;
  app.add_option("dir", dir, "the class folder (one entry per student, as batch takes it)")->required();
  app.add_option("--base", bases,
                 "the starter code the students were given (a file or a folder; may be given again): code "
                 "matching it is left out of every comparison");
  app.add_option("--out", out,
                 "the folder batch wrote (or any folder): the pages go to OUT/similarity/ (default: print only)");
  app.add_option("--min-match", settings.min_match,
                 "the fewest tokens in a row that count as a match (default 12, as JPlag's for C++ and Python)")
      ->check(CLI::Range(4, 1000));
  app.add_option("--pages", context.pages, "pages for the most alike this many pairs (default 100)")
      ->check(CLI::Range(1, 100000));
  app.add_option("--top", shown, "pairs printed (default 10)")->check(CLI::Range(0, 100000));
  add_jobs_option(app, settings.jobs, "pairs compared at once");
  if (int code = parse_arguments(app, argc, argv); code >= 0) return code;

  std::vector<fs::path> leave_out;
  if (!out.empty()) leave_out.push_back(out);
  std::vector<ComparedFile> starter;
  for (const auto& base : bases) {
    if (!fs::exists(base)) fail({base}, "no such file or folder (--base)");
    leave_out.push_back(base);
    ReadSources read = read_sources(base);
    if (read.files.empty()) fail({base}, "no C++, Python, Java or Racket source here (--base)");
    for (auto& file : read.files) {
      file.name = fs::is_directory(base) ? (fs::path(base) / file.name).generic_string() : base;
      context.starter_files.push_back(file.name);
      starter.push_back(std::move(file));
    }
  }
  if (!fs::is_directory(dir)) fail({dir}, "not a folder: similar compares the entries of a class folder");
  const std::vector<Student> students = list_students(dir, leave_out);
  if (students.size() < 2)
    fail({dir}, "{} here: a comparison needs two students", students.empty() ? "no submissions" : "one submission");
  std::vector<StudentSources> sources;
  for (const Student& student : students) {
    ReadSources read = read_sources(student.path);
    if (!read.notes.empty()) context.notes[student.name] = read.notes;
    sources.push_back({student.name, std::move(read.files)});
  }
  // The folder's own name, also for "." or "class/": what the instructor calls the class.
  fs::path named = fs::absolute(dir).lexically_normal();
  if (named.filename().empty()) named = named.parent_path();
  context.class_name = named.filename().string();

  const ClassSimilarity similarity = class_similarity(std::move(sources), starter, settings);
  // Said in the console's width: names and paths can be long.
  std::ostringstream said;
  const auto print = [&] { std::cout << fit_lines(said.str(), console_width(STDOUT_FILENO)); };
  said << similarity_summary(similarity) << "\n";
  for (std::size_t r = 0; r < std::min(shown, similarity.pairs.size()); ++r) {
    const PairSimilarity& pair = similarity.pairs[r];
    const std::string& a = similarity.students[pair.a].student;
    const std::string& b = similarity.students[pair.b].student;
    said << fmt::format("{:4}. {:3.0f}%  {} & {}  ({:.0f}% of {}'s, {:.0f}% of {}'s; longest match {} tokens){}\n",
                        r + 1, 100 * pair.similarity, printable_line(a), printable_line(b), 100 * pair.a_share,
                        printable_line(a), 100 * pair.b_share, printable_line(b), pair.longest,
                        pair.cut_short ? "; compared in part: the code repeats itself past reason" : "");
  }
  for (const auto& [student, notes] : context.notes)
    for (const auto& note : notes)
      std::cerr << "similar: " << printable_line(student) << ": " << printable_line(note) << "\n";
  said << "Similarity is evidence for a person to review, not a verdict: read the matches before concluding "
          "anything.\n";
  if (out.empty()) {
    print();
    return kExitOk;
  }
  const fs::path folder = fs::path(out) / kSimilarityFolder;
  write_similarity_report(folder, similarity, context);
  said << "pages: " << (folder / "index.html").string() << "\n";
  if (rewrite_class_pages(out))
    said << "the class dashboard links them: " << (fs::path(out) / "index.html").string() << "\n";
  print();
  return kExitOk;
}

}  // namespace harness
