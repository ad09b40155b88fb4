#include "report/class_summary.h"

#include <algorithm>
#include <filesystem>
#include <map>
#include <utility>

#include "base/shared_folder.h"

namespace harness {
namespace fs = std::filesystem;
namespace {

std::size_t verdict_index(Verdict v) {
  return static_cast<std::size_t>(std::find(std::begin(kVerdicts), std::end(kVerdicts), v) - std::begin(kVerdicts));
}

double median(std::vector<double> values) {
  if (values.empty()) return 0;
  std::sort(values.begin(), values.end());
  const std::size_t mid = values.size() / 2;
  return values.size() % 2 == 1 ? values[mid] : (values[mid - 1] + values[mid]) / 2;
}

}  // namespace

double score_percent(const GradeResult& result) {
  if (result.max_points() > 0) return 100.0 * result.points() / result.max_points();
  int accepted = 0, total = 0;
  for (const auto& file : result.files)
    for (const auto& c : file.cases) {
      ++total;
      accepted += c.verdict == Verdict::AC;
    }
  return total == 0 ? 0 : 100.0 * accepted / total;
}

double counted_percent(const GradeResult& result, const Standing* standing) {
  if (standing && standing->max > 0) return 100.0 * standing->total / standing->max;
  return score_percent(result);
}

int score_band(double percent) {
  if (percent >= 100) return static_cast<int>(kScoreBands) - 1;
  return std::clamp(static_cast<int>(percent / 10), 0, static_cast<int>(kScoreBands) - 2);
}

std::vector<std::string> shared_folder_relative(const std::vector<std::string>& paths) {
  const fs::path folder = shared_folder(paths);
  std::vector<std::string> relative;
  for (const auto& path : paths) relative.push_back(relative_to(path, folder));
  return relative;
}

GradedWith graded_with(const std::vector<ClassMember>& members) {
  GradedWith out;
  std::vector<std::string> files;
  const auto add = [](std::vector<std::string>& list, const std::string& value) {
    if (!value.empty() && std::find(list.begin(), list.end(), value) == list.end()) list.push_back(value);
  };
  for (const auto& member : members) {
    const GradeResult& r = member.result;
    // ISO 8601 in UTC, to the second: as text, earlier sorts first.
    if (r.graded_at.empty()) ++out.undated;
    else if (out.first.empty()) out.first = out.last = r.graded_at;
    else {
      out.first = std::min(out.first, r.graded_at);
      out.last = std::max(out.last, r.graded_at);
    }
    add(out.harness_versions, r.harness_version);
    add(out.cases_fingerprints, r.cases_fingerprint);
    for (const auto& file : r.files) add(files, file.path);
  }
  std::sort(out.harness_versions.begin(), out.harness_versions.end());
  std::sort(out.cases_fingerprints.begin(), out.cases_fingerprints.end());
  out.case_files = shared_folder_relative(files);
  return out;
}

ClassSummary summarize_class(const std::vector<ClassMember>& members, const std::vector<Standing>& standings) {
  ClassSummary summary;
  std::map<std::string, const Standing*> standing_of;
  for (const auto& s : standings) standing_of[s.student] = &s;
  std::vector<double> percents;
  // Cases by (file, name), in the order they are first met.
  std::map<std::pair<std::string, std::string>, std::size_t> index;
  for (const auto& member : members) {
    const GradeResult& result = member.result;
    ++summary.students;
    summary.fully_accepted += result.all_accepted();
    const auto found = standing_of.find(member.student);
    const double percent = counted_percent(result, found == standing_of.end() ? nullptr : found->second);
    percents.push_back(percent);
    ++summary.bands[static_cast<std::size_t>(score_band(percent))];
    for (const auto& file : result.files) {
      for (const auto& c : file.cases) {
        const auto [it, fresh] = index.try_emplace({file.path, c.name}, summary.cases.size());
        if (fresh) summary.cases.push_back({file.path, file.path, c.name, c.visibility, 0, 0, {}});
        CaseRate& rate = summary.cases[it->second];
        ++rate.graded;
        rate.passed += c.verdict == Verdict::AC;
        ++rate.verdicts[verdict_index(c.verdict)];
        ++summary.verdicts[verdict_index(c.verdict)];
      }
    }
  }
  for (const double p : percents) summary.mean_percent += p / static_cast<double>(percents.size());
  summary.median_percent = median(percents);

  std::vector<std::string> files;
  for (const auto& rate : summary.cases)
    if (std::find(files.begin(), files.end(), rate.file) == files.end()) files.push_back(rate.file);
  const std::vector<std::string> shown = shared_folder_relative(files);
  for (auto& rate : summary.cases)
    rate.file_shown = shown[static_cast<std::size_t>(std::find(files.begin(), files.end(), rate.file) - files.begin())];
  // passed/graded compared without division; graded is at least 1 for every case.
  std::stable_sort(summary.cases.begin(), summary.cases.end(), [](const CaseRate& a, const CaseRate& b) {
    return static_cast<long long>(a.passed) * b.graded < static_cast<long long>(b.passed) * a.graded;
  });
  return summary;
}

}  // namespace harness
