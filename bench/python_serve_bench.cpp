// The warm runtime timed as the grader would time it (docs/protocol.md, "One
// warm runtime per submission"): one `DRIVER MODULE --serve` fed one request
// at a time, its CPU clock read at each mark on fd 3, against one `DRIVER
// MODULE ENTRY` per case, each timed by wait4. Unboxed. Prints medians over
// ROUNDS, per case and in all; bench/python_warm_bench.sh and
// bench/racket_warm_bench.sh write REQUESTS and run it. DRIVER runs under
// racket when it is a .rkt file (racket_driver.rkt), else python3 -I -B.
// --run times another language's driver the same way: RUN is its argv up to
// the entry, space-separated (bench/java_warm_bench.sh: java FLAGS -cp
// CLASSES sudokugrade.SudokuDriver), run with --serve and with ENTRY [ARGS].
//
//   python-serve-bench DRIVER MODULE REQUESTS [ROUNDS]
//   python-serve-bench --run 'RUN...' REQUESTS [ROUNDS]
#include <fcntl.h>
#include <poll.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "quantile.h"

extern char** environ;

namespace {

struct Request {
  std::vector<std::string> call;  // ENTRY [ARGS...]
  std::string grid;
  std::string text;  // as --serve reads it
};

std::vector<Request> read_requests(const char* path) {
  std::ifstream in(path);
  std::vector<Request> requests;
  std::string header;
  while (std::getline(in, header)) {
    Request r;
    std::istringstream words(header);
    int rows = 0;
    words >> rows;
    for (std::string w; words >> w;) r.call.push_back(w);
    for (int i = 0; i < rows; ++i) {
      std::string line;
      std::getline(in, line);
      r.grid += line + "\n";
    }
    r.text = header + "\n" + r.grid;
    requests.push_back(r);
  }
  return requests;
}

double now_ms() {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

double cpu_ms(pid_t pid) {
  clockid_t clock;
  timespec t{};
  if (clock_getcpuclockid(pid, &clock) != 0 || clock_gettime(clock, &t) != 0) throw std::runtime_error("cpu clock");
  return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) / 1e6;
}

double rusage_ms(const rusage& u) {
  auto ms = [](const timeval& t) { return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_usec) / 1e3; };
  return ms(u.ru_utime) + ms(u.ru_stime);
}

// Spawns `words` (argv, words[0] a path); stdin from `in_fd`, fd 3 to
// `mark_fd` when >= 0, stdout and stderr to /dev/null.
pid_t spawn(std::vector<std::string> words, int in_fd, int mark_fd) {
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, in_fd, 0);
  posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
  posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0);
  if (mark_fd >= 0) posix_spawn_file_actions_adddup2(&actions, mark_fd, 3);
  std::vector<char*> argv;
  for (auto& w : words) argv.push_back(w.data());
  argv.push_back(nullptr);
  pid_t pid = -1;
  if (posix_spawn(&pid, argv[0], &actions, nullptr, argv.data(), environ) != 0) throw std::runtime_error("spawn");
  posix_spawn_file_actions_destroy(&actions);
  return pid;
}

std::string next_mark(int fd) {
  std::string line;
  char c = 0;
  for (;;) {
    pollfd p{fd, POLLIN, 0};
    if (poll(&p, 1, 60000) != 1 || read(fd, &c, 1) != 1)
      throw std::runtime_error("the channel ended after '" + line + "'");
    if (c == '\n') return line;
    line += c;
  }
}

struct Warm {
  double to_started_wall = 0, to_started_cpu = 0, import_cpu = 0, process_cpu = 0, process_wall = 0;
  std::vector<double> cases;  // CPU between marks
};

Warm warm_round(const std::vector<std::string>& run, const std::vector<Request>& requests) {
  int in[2], marks[2];
  if (pipe2(in, O_CLOEXEC) != 0 || pipe2(marks, O_CLOEXEC) != 0) throw std::runtime_error("pipe");
  Warm w;
  const double start = now_ms();
  std::vector<std::string> words = run;
  words.push_back("--serve");
  const pid_t pid = spawn(words, in[0], marks[1]);
  close(in[0]);
  close(marks[1]);
  if (next_mark(marks[0]) != "started") throw std::runtime_error("no 'started'");
  w.to_started_wall = now_ms() - start;
  const double started = cpu_ms(pid);
  w.to_started_cpu = started;
  if (next_mark(marks[0]) != "ready") throw std::runtime_error("no 'ready'");
  double before = cpu_ms(pid);
  w.import_cpu = before - started;
  for (const Request& r : requests) {
    if (write(in[1], r.text.data(), r.text.size()) != static_cast<ssize_t>(r.text.size()))
      throw std::runtime_error("write");
    if (next_mark(marks[0]) != "done") throw std::runtime_error("no 'done'");
    const double after = cpu_ms(pid);
    w.cases.push_back(after - before);
    before = after;
  }
  close(in[1]);
  int status = 0;
  rusage usage{};
  wait4(pid, &status, 0, &usage);
  w.process_wall = now_ms() - start;
  w.process_cpu = rusage_ms(usage);
  close(marks[0]);
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) throw std::runtime_error("--serve did not exit 0");
  return w;
}

// One process per case: its CPU (wait4), start-up and import included.
std::vector<double> cold_round(const std::vector<std::string>& run, const std::vector<Request>& requests,
                               double& wall) {
  std::vector<double> cases;
  const double start = now_ms();
  for (const Request& r : requests) {
    int in[2];
    if (pipe2(in, O_CLOEXEC) != 0) throw std::runtime_error("pipe");
    std::vector<std::string> args = run;
    args.insert(args.end(), r.call.begin(), r.call.end());
    const pid_t pid = spawn(args, in[0], -1);
    close(in[0]);
    if (write(in[1], r.grid.data(), r.grid.size()) != static_cast<ssize_t>(r.grid.size()))
      throw std::runtime_error("write");
    close(in[1]);
    int status = 0;
    rusage usage{};
    wait4(pid, &status, 0, &usage);
    cases.push_back(rusage_ms(usage));
  }
  wall = now_ms() - start;
  return cases;
}

double sum(const std::vector<double>& v) {
  double s = 0;
  for (double x : v) s += x;
  return s;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 4) {
    std::fprintf(stderr, "usage: %s DRIVER MODULE REQUESTS [ROUNDS], or --run 'RUN...' REQUESTS [ROUNDS]\n", argv[0]);
    return 2;
  }
  std::vector<std::string> run;
  if (std::string(argv[1]) == "--run") {
    std::istringstream words(argv[2]);
    for (std::string w; words >> w;) run.push_back(w);
  } else {
    const std::string driver = argv[1];
    const bool racket = driver.size() > 4 && driver.compare(driver.size() - 4, 4, ".rkt") == 0;
    run = racket ? std::vector<std::string>{"/usr/bin/racket", argv[1], argv[2]}
                 : std::vector<std::string>{"/usr/bin/python3", "-I", "-B", argv[1], argv[2]};
  }
  const std::vector<Request> requests = read_requests(argv[3]);
  const int rounds = argc > 4 ? std::stoi(argv[4]) : 11;
  std::vector<double> started, started_cpu, import, warm_cpu, warm_wall, warm_cases_sum, cold_cpu, cold_wall;
  std::vector<std::vector<double>> warm_case(requests.size()), cold_case(requests.size());
  for (int round = 0; round < rounds; ++round) {  // in turn, so a drift in the machine's speed hits both
    const Warm w = warm_round(run, requests);
    double wall = 0;
    const std::vector<double> c = cold_round(run, requests, wall);
    started.push_back(w.to_started_wall);
    started_cpu.push_back(w.to_started_cpu);
    import.push_back(w.import_cpu);
    warm_cpu.push_back(w.process_cpu);
    warm_wall.push_back(w.process_wall);
    warm_cases_sum.push_back(sum(w.cases));
    cold_cpu.push_back(sum(c));
    cold_wall.push_back(wall);
    for (std::size_t i = 0; i < requests.size(); ++i) {
      warm_case[i].push_back(w.cases[i]);
      cold_case[i].push_back(c[i]);
    }
  }
  std::printf("%zu cases, %d rounds, medians in ms\n", requests.size(), rounds);
  std::printf("case  entry              warm cpu (marks)  cold cpu (one process)\n");
  for (std::size_t i = 0; i < requests.size(); ++i)
    std::printf("%4zu  %-17s  %16.2f  %22.1f\n", i + 1, requests[i].call[0].c_str(), quantile(warm_case[i], 0.5),
                quantile(cold_case[i], 0.5));
  std::printf("warm: exec to 'started' %.1f wall, %.1f cpu; import %.2f cpu; the cases %.1f cpu; the process %.1f cpu, "
              "%.1f wall\n",
              quantile(started, 0.5), quantile(started_cpu, 0.5), quantile(import, 0.5), quantile(warm_cases_sum, 0.5),
              quantile(warm_cpu, 0.5), quantile(warm_wall, 0.5));
  std::printf("cold: the processes %.1f cpu, %.1f wall\n", quantile(cold_cpu, 0.5), quantile(cold_wall, 0.5));
  return 0;
}
