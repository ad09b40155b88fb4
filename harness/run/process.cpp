#include "run/process.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cstring>
#include <new>

#include <fmt/format.h>
#include <boost/process/search_path.hpp>

#include "base/fd.h"
#include "run/box_job.h"
#include "run/keeper.h"
#include "run/leftovers.h"
#include "run/prepared_run.h"
#include "run/sandbox.h"
#include "run/watchdog.h"

extern char** environ;

namespace harness {
namespace {

// Reads at most cap bytes of a file; truncated when the file holds more.
std::string read_capped(const std::filesystem::path& path, std::size_t cap, bool& truncated) {
  std::string text;
  truncated = false;
  Fd file{open(path.c_str(), O_RDONLY | O_CLOEXEC)};
  if (file.fd < 0) return text;
  struct stat info {};
  if (fstat(file.fd, &info) == 0) truncated = static_cast<std::uint64_t>(info.st_size) > cap;
  text.resize(std::min<std::size_t>(cap, info.st_size));
  std::size_t have = 0;
  while (have < text.size()) {
    const ssize_t got = read(file.fd, text.data() + have, text.size() - have);
    if (got <= 0) break;
    have += got;
  }
  text.resize(have);
  return text;
}

// stderr keeps its head (the driver's marker, the first complaint) and its
// tail (a traceback, the driver's account of an exception): a program that
// floods stderr and then fails still shows why.
std::string read_head_and_tail(const std::filesystem::path& path, std::size_t cap, bool& truncated) {
  std::string head = read_capped(path, cap, truncated);
  if (!truncated) return head;
  Fd file{open(path.c_str(), O_RDONLY | O_CLOEXEC)};
  struct stat info {};
  if (file.fd < 0 || fstat(file.fd, &info) != 0) return head;
  const std::size_t size = static_cast<std::size_t>(info.st_size);
  const std::size_t half = cap / 2;
  std::string tail(half, '\0');
  std::size_t have = 0;
  while (have < tail.size()) {
    const ssize_t got = pread(file.fd, tail.data() + have, tail.size() - have, static_cast<off_t>(size - half + have));
    if (got <= 0) break;
    have += got;
  }
  tail.resize(have);
  head.resize(std::min(head.size(), half));
  return head + fmt::format("\n[... {} bytes of stderr not kept ...]\n", size - head.size() - tail.size()) + tail;
}

bool write_all(int fd, const std::string& text) {
  std::size_t done = 0;
  while (done < text.size()) {
    const ssize_t put = write(fd, text.data() + done, text.size() - done);
    if (put < 0 && errno == EINTR) continue;
    if (put <= 0) return false;
    done += put;
  }
  return true;
}

std::string describe_failure(const KeeperReport& report, const std::string& program, const std::string& work_dir,
                             const BoxJob* box) {
  const char* why = std::strerror(report.failed_errno);
  switch (report.failed_stage) {
    case kKeeperFork: return fmt::format("clone: {}", why);
    case kKeeperChdir: return fmt::format("chdir({}): {}", work_dir, why);
    case kKeeperExec: return fmt::format("execve({}): {}", program, why);
    case kKeeperUserMap: return fmt::format("box: writing the user namespace's uid and gid maps: {}", why);
    case kKeeperBox: return fmt::format("box: {}: {}", box ? box->describe_step(report.failed_step) : "a step", why);
    case kKeeperCgroup: return fmt::format("box: joining the run's cgroup: {}", why);
    case kKeeperIdentity: return fmt::format("box: taking the run's uid or dropping capabilities: {}", why);
    case kKeeperSeccomp: return fmt::format("box: no_new_privs or the seccomp filter: {}", why);
    case kKeeperJoin: return fmt::format("box: joining the slot's namespaces: {}", why);
    case kKeeperLandlock: return fmt::format("box: restricting the program's files with Landlock: {}", why);
    default: return "";
  }
}

// Read by every keeper through KeeperJob::stop: in a shared mapping made
// before any keeper, so that one with memory of its own sees it too.
std::atomic<int>& make_stop_flag() {
  void* page = mmap(nullptr, sizeof(std::atomic<int>), PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
  if (page == MAP_FAILED) page = new char[sizeof(std::atomic<int>)];  // only keepers sharing memory see it then
  return *new (page) std::atomic<int>(0);
}
std::atomic<int>& stop_flag = make_stop_flag();
static_assert(std::atomic<int>::is_always_lock_free, "stop_all_runs is called from signal handlers");

const char* const kStoppedText = "the harness was told to stop before this run ended";

std::string resolve_program(const std::string& name) {
  if (name.find('/') != std::string::npos) return std::filesystem::absolute(name).string();
  return boost::process::search_path(name).string();
}

}  // namespace

void stop_all_runs() { stop_flag.store(1); }
bool runs_stopped() { return stop_flag.load() != 0; }
void resume_runs() { stop_flag.store(0); }

RunFacts facts_from_keeper(const KeeperReport& report, int keeper_status) {
  RunFacts facts;
  if (!report.done) {
    const char* keeper = "the harness's keeper process (between the harness and the program)";
    if (WIFSIGNALED(keeper_status)) {
      const int signal = WTERMSIG(keeper_status);
      const char* name = sigabbrev_np(signal);
      facts.spawn_error = fmt::format("{} was killed by signal {} (SIG{}) before it reported; the program was "
                                      "killed with it",
                                      keeper, signal, name ? name : "?");
    } else {
      facts.spawn_error = fmt::format("{} ended without a report (wait status {:#x})", keeper, keeper_status);
    }
    return facts;
  }
  facts.wall = std::chrono::milliseconds(report.wall_us / 1000);
  facts.cpu = std::chrono::milliseconds(report.cpu_us / 1000);
  facts.peak_rss_kb = static_cast<std::uint64_t>(report.max_rss_kb);
  if (report.failed_stage != kKeeperOk) return facts;
  if (report.stopped) {
    facts.stopped = true;
    facts.spawn_error = kStoppedText;
  } else if (report.timed_out) {
    facts.end = RunFacts::End::WallTimeout;
    facts.signal = SIGKILL;
    facts.runnable_permille = static_cast<int>(std::min(report.runnable_permille, 1000000LL));
  } else if (WIFEXITED(report.wait_status)) {
    facts.end = RunFacts::End::Exited;
    facts.exit_code = WEXITSTATUS(report.wait_status);
  } else {
    facts.end = RunFacts::End::Signaled;
    facts.signal = WTERMSIG(report.wait_status);
  }
  return facts;
}

RunDir::~RunDir() {
  std::error_code ignored;
  if (!path.empty()) std::filesystem::remove_all(path, ignored);
}

std::string system_error(const std::string& call) { return fmt::format("{}: {}", call, std::strerror(errno)); }

std::string prepare_run(const RunSpec& spec, PreparedRun& run) {
  if (spec.argv.empty()) return "no program to run (empty argv)";
  if (spec.limits.wall.count() <= 0) return "the wall limit must be positive";
  {
    std::error_code ec;
    const auto base = std::filesystem::temp_directory_path(ec);
    // Stamped with the grader, so that the next grader removes it if this one is killed (leftovers.h).
    std::string pattern = stamped_temp_pattern(ec ? "/tmp" : base.string(), kRunFolderPrefix);
    if (!mkdtemp(pattern.data())) return system_error(fmt::format("mkdtemp({})", pattern));
    run.dir.path = pattern;
  }
  const bool boxed = spec.sandbox != nullptr && spec.sandbox->boxes();
  run.program = resolve_program(spec.argv[0]);
  if (run.program.empty()) return fmt::format("program '{}' not found on PATH", spec.argv[0]);

  if (boxed) {
    try {
      run.box.emplace(*spec.sandbox, spec, run.dir.path, run.program);
    } catch (const std::exception& e) {
      return e.what();
    }
    run.program = run.box->program();
    run.work_dir_text = run.box->work_dir();
  } else {
    const auto work_dir = spec.work_dir.empty() ? run.dir.path / "work" : spec.work_dir;
    if (spec.work_dir.empty() && mkdir(work_dir.c_str(), 0755) < 0)
      return system_error(fmt::format("mkdir({})", work_dir.string()));
    run.work_dir_text = work_dir.string();
  }

  // Everything the keeper reads is built now: it may not allocate.
  run.args = spec.argv;
  run.args[0] = run.program;
  // argv names the submission folder by its box path; where it really is, it is put.
  const std::string submission_dir = run.box ? run.box->submission_dir() : spec.submission_dir.string();
  if (!submission_dir.empty() && submission_dir != kSubmissionPath)
    for (auto& arg : run.args)
      if (arg.compare(0, std::strlen(kSubmissionPath), kSubmissionPath) == 0 &&
          (arg.size() == std::strlen(kSubmissionPath) || arg[std::strlen(kSubmissionPath)] == '/'))
        arg = submission_dir + arg.substr(std::strlen(kSubmissionPath));
  for (auto& arg : run.args) run.argv.push_back(arg.data());
  run.argv.push_back(nullptr);
  KeeperJob& job = run.job;
  job.program = run.program.c_str();
  job.argv = run.argv.data();
  // The harness's own environment without a box, with the run's variables over it.
  if (!spec.environment.empty()) {
    std::vector<std::string> inherited;
    for (char** variable = environ; *variable; ++variable) inherited.emplace_back(*variable);
    run.variables = with_variables(inherited, spec.environment);
    for (auto& variable : run.variables) run.envp.push_back(variable.data());
    run.envp.push_back(nullptr);
  }
  job.envp = spec.environment.empty() ? environ : run.envp.data();
  job.work_dir = run.work_dir_text.c_str();
  job.wall_us = spec.limits.wall.count() * 1000LL;
  job.memory_bytes = spec.limits.cap_address_space ? spec.limits.memory_bytes : 0;
  // The keeper watches the program's CPU clock and ends the run at the
  // backstop; RLIMIT_CPU, whole seconds per process, is a second lock. The
  // verdict reads the measured time of the whole process tree.
  const std::chrono::milliseconds cpu_end = std::max(spec.limits.cpu, spec.limits.cpu_backstop);
  job.cpu_watch_us = spec.limits.cpu.count() > 0 ? cpu_end.count() * 1000LL : 0;
  job.cpu_seconds = spec.limits.cpu.count() > 0 ? (cpu_end.count() + 999) / 1000 + 1 : 0;
  // One byte over the cap, so "more than the cap" shows in the file's size.
  job.file_bytes = spec.limits.output_bytes + 1;
  job.open_files = spec.limits.open_files;
  if (run.box) run.box->fill(job);
  job.stop = &stop_flag;
  return "";
}

RunFacts keep_run(PreparedRun& run, const Limits& limits) {
  KeeperReport report;
  volatile pid_t keeper_pid = 0;
  pid_t keeper;
  {
    // A backstop against a bug in the keeper: it enforces the wall limit itself.
    Watched watched(&keeper_pid, std::chrono::steady_clock::now() + limits.wall + std::chrono::seconds(2));
    keeper = run_keeper(run.job, report, &keeper_pid);
  }  // released before the reap, so the watchdog cannot hit a reused pid
  if (keeper < 0) {
    RunFacts facts;
    facts.spawn_error = system_error("clone");
    return facts;
  }
  int status = 0;
  while (waitpid(keeper, &status, 0) < 0 && errno == EINTR) {
  }
  // A keeper killed midway (kill -9) left its program's group behind unless
  // a box's pid namespace ended it: end it here. (The leader died with the
  // keeper, by PR_SET_PDEATHSIG; the group's id stays reserved while any
  // member lives, and pids are handed out cyclically, so the id is not another's.)
  if (!report.done && report.submission_pid > 0) kill(-report.submission_pid, SIGKILL);
  // Whatever the keeper's fate, the cgroup is emptied and removed.
  std::optional<CgroupUsage> usage;
  {
    std::lock_guard<std::mutex> lock(run.box_mutex);
    if (run.box) usage = run.box->finish();
    run.box_finished = true;
    if (usage) run.final_cpu_us = usage->cpu_us;
    if (usage) run.final_peak_kb = usage->peak_bytes / 1024;
  }

  RunFacts facts = facts_from_keeper(report, status);
  if (report.done && report.failed_stage != kKeeperOk)
    facts.spawn_error = describe_failure(report, run.program, run.work_dir_text, run.box ? &*run.box : nullptr);
  if (usage) {
    facts.peak_rss_kb = usage->peak_bytes / 1024;
    facts.memory_of_run = true;
    facts.oom_killed = usage->oom_killed;
    facts.process_cap_hit = usage->process_cap_hit;
  }
  return facts;
}

RunFacts run_with_limits(const RunSpec& spec) {
  RunFacts facts;
  auto failed = [&](std::string why) {
    facts.end = RunFacts::End::SpawnFailed;
    facts.spawn_error = std::move(why);
    return facts;
  };
  if (runs_stopped()) {
    facts.stopped = true;
    return failed(kStoppedText);
  }
  PreparedRun run;
  if (std::string why = prepare_run(spec, run); !why.empty()) return failed(why);

  const auto in_path = run.dir.path / "stdin", out_path = run.dir.path / "stdout", err_path = run.dir.path / "stderr";
  Fd in{open(in_path.c_str(), O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0644)};
  if (in.fd < 0) return failed(system_error(fmt::format("open({})", in_path.string())));
  if (!write_all(in.fd, spec.stdin_text) || lseek(in.fd, 0, SEEK_SET) < 0)
    return failed(system_error(fmt::format("write({})", in_path.string())));
  Fd out{open(out_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644)};
  Fd err{open(err_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644)};
  if (out.fd < 0 || err.fd < 0) return failed(system_error(fmt::format("open({})", out_path.string())));
  run.job.stdin_fd = in.fd;
  run.job.stdout_fd = out.fd;
  run.job.stderr_fd = err.fd;

  facts = keep_run(run, spec.limits);
  if (facts.end == RunFacts::End::SpawnFailed) return facts;
  facts.stdout_text = read_capped(out_path, spec.limits.output_bytes, facts.stdout_truncated);
  facts.stderr_text = read_head_and_tail(err_path, kStderrCapBytes, facts.stderr_truncated);
  return facts;
}

}  // namespace harness
