#include "run/run_session.h"

#include <fcntl.h>
#include <poll.h>
#include <sys/mman.h>
#include <unistd.h>

#include <cerrno>
#include <new>

#include <fmt/format.h>

#include "run/prepared_run.h"
#include "run/process.h"

namespace harness {
namespace {

// The most a pipe's reads take in one go while the program runs: a program
// that writes as fast as the grader reads keeps a pipe full for ever, and
// wait() must still come back at its time.
constexpr int kReadsAtOnce = 16;

bool make_pipe(int ends[2]) { return ::pipe2(ends, O_CLOEXEC) == 0; }

void close_fd(int& fd) {
  if (fd >= 0) ::close(fd);
  fd = -1;
}

void set_nonblocking(int fd) { ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK); }

}  // namespace

RunSession::RunSession(const RunSpec& spec)
    : run_(std::make_unique<PreparedRun>()),
      output_cap_(spec.limits.output_bytes),
      mark_lines_(kMarkMaxBytes, kMarkCaseBytes) {
  facts_.end = RunFacts::End::SpawnFailed;
  void* page = ::mmap(nullptr, sizeof(std::atomic<int>), PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
  if (page == MAP_FAILED) {
    facts_.spawn_error = system_error("mmap");
    return;
  }
  stop_flag_ = new (page) std::atomic<int>(0);
  if (runs_stopped()) {
    facts_.stopped = true;
    facts_.spawn_error = "the harness was told to stop before this run ended";
    return;
  }
  if (std::string why = prepare_run(spec, *run_); !why.empty()) {
    facts_.spawn_error = std::move(why);
    return;
  }
  int in[2], out[2], err[2], marks[2], ended[2];
  if (!make_pipe(in) || !make_pipe(out) || !make_pipe(err) || !make_pipe(marks) || !make_pipe(ended)) {
    facts_.spawn_error = system_error("pipe2");
    return;
  }
  requests_ = in[1];
  answers_ = out[0];
  errors_ = err[0];
  marks_ = marks[0];
  ended_ = ended[0];
  ended_write_ = ended[1];
  child_fds_[0] = in[0];
  child_fds_[1] = out[1];
  child_fds_[2] = err[1];
  child_fds_[3] = marks[1];
  for (int fd : {requests_, answers_, errors_, marks_}) set_nonblocking(fd);
  // A runtime without a way to write a descriptor by its number (Java)
  // opens /dev/fd/3 again, which the kernel allows only to the pipe's
  // owner: the program's uid, not the grader's.
  if (run_->box)
    if (const std::optional<unsigned> uid = run_->box->program_uid())
      if (::fchown(marks[1], *uid, *uid) < 0) {
        facts_.spawn_error = system_error("fchown of the marks channel");
        return;
      }
  KeeperJob& job = run_->job;
  job.stdin_fd = in[0];
  job.stdout_fd = out[1];
  job.stderr_fd = err[1];
  job.marks_fd = marks[1];
  job.stop_this = stop_flag_;
  const Limits limits = spec.limits;
  // The keeper's clone sleeps its caller for the program's whole life
  // (CLONE_VFORK): a thread of the session's own lends itself to it, and
  // says it is over by closing its end of `ended`.
  keeper_thread_ = std::thread([this, limits] {
    facts_ = keep_run(*run_, limits);
    close_fd(ended_write_);
  });
  started_ = true;
}

RunSession::~RunSession() {
  if (keeper_thread_.joinable()) {
    stop();
    keeper_thread_.join();
  }
  for (int* fd : {&requests_, &answers_, &errors_, &marks_, &ended_, &ended_write_}) close_fd(*fd);
  for (int& fd : child_fds_) close_fd(fd);
  if (stop_flag_) ::munmap(stop_flag_, sizeof(std::atomic<int>));
}

bool RunSession::counts_cpu() const { return cpu().has_value(); }

bool RunSession::send(const std::string& text) {
  if (!started_ || ended_seen_) return false;
  std::size_t done = 0;
  while (done < text.size()) {
    const ssize_t put = ::write(requests_, text.data() + done, text.size() - done);
    if (put < 0 && errno == EINTR) continue;
    if (put <= 0) return false;  // EAGAIN: 64 KiB of requests it never read
    done += static_cast<std::size_t>(put);
  }
  return true;
}

// Reads what is there now (to the end, once the program is gone; else a
// bounded share of it): stdout up to the cap (the rest is counted as
// truncation and dropped, so the program never blocks on a full pipe),
// stderr's head and tail.
void RunSession::pump(int fd, bool is_stdout, bool to_the_end) {
  char buffer[65536];
  for (int reads = 0; to_the_end || reads < kReadsAtOnce; ++reads) {
    const ssize_t got = ::read(fd, buffer, sizeof buffer);
    if (got < 0 && errno == EINTR) continue;
    if (got <= 0) return;
    const std::size_t n = static_cast<std::size_t>(got);
    if (is_stdout) {
      const std::size_t room = output_cap_ > output_.stdout_text.size() ? output_cap_ - output_.stdout_text.size() : 0;
      output_.stdout_text.append(buffer, std::min(room, n));
      if (n > room) output_.stdout_truncated = true;
      continue;
    }
    std::size_t used = 0;
    if (stderr_head_.size() < kStderrCapBytes) {
      used = std::min(kStderrCapBytes - stderr_head_.size(), n);
      stderr_head_.append(buffer, used);
    }
    stderr_tail_.append(buffer + used, n - used);
    if (stderr_tail_.size() > kStderrCapBytes) {
      const std::size_t cut = stderr_tail_.size() - kStderrCapBytes / 2;
      stderr_dropped_ += cut;
      stderr_tail_.erase(0, cut);
    }
  }
}

// Until the pipe is empty or it floods: what is kept is bounded (MarkLines),
// and so is what is read, since a flood ends the reading and the program.
void RunSession::read_marks() {
  char buffer[65536];
  while (!mark_lines_.flooded()) {
    const ssize_t got = ::read(marks_, buffer, sizeof buffer);
    if (got < 0 && errno == EINTR) continue;
    if (got <= 0) break;
    mark_lines_.add(buffer, static_cast<std::size_t>(got));
  }
  if (mark_lines_.flooded()) stop();
}

RunSession::Event RunSession::wait(std::chrono::milliseconds at_most, std::string& mark) {
  const auto deadline = std::chrono::steady_clock::now() + at_most;
  for (;;) {
    if (std::optional<std::string> line = mark_lines_.next_line()) {
      mark = std::move(*line);
      return Event::Mark;
    }
    if (!flood_reported_ && mark_lines_.flood()) {
      flood_reported_ = true;
      return Event::Flooded;
    }
    if (!started_) return Event::Ended;
    if (ended_seen_) {
      if (std::optional<std::string> rest = mark_lines_.take_rest()) {  // a last line without its newline
        mark = std::move(*rest);
        return Event::Mark;
      }
      return Event::Ended;
    }
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline -
                                                                            std::chrono::steady_clock::now());
    // After a flood fd 3 is read no more (a full pipe only blocks a program being stopped).
    pollfd fds[4] = {{mark_lines_.flooded() ? -1 : marks_, POLLIN, 0},
                     {answers_, POLLIN, 0},
                     {errors_, POLLIN, 0},
                     {ended_, POLLIN, 0}};
    const int ready = ::poll(fds, 4, static_cast<int>(std::max<std::int64_t>(0, left.count())));
    if (ready < 0 && errno != EINTR) return Event::Ended;
    // The marks first, then stdout and stderr: what the program wrote before
    // a mark is then in the case's output when the mark is taken. The other
    // way round, an answer and its "done" written between the reads (a busy
    // machine leaves the grader there for long) gave the mark without the
    // answer, which read as a program that ended inside its call (issue 22).
    read_marks();
    pump(answers_, true, false);
    pump(errors_, false, false);
    if (fds[3].revents != 0) {
      // The program is gone: what it wrote is all in the pipes, read it all.
      keeper_thread_.join();
      read_marks();
      pump(answers_, true, true);
      pump(errors_, false, true);
      ended_seen_ = true;
      continue;
    }
    // Quiet when nothing came in time; a program that keeps stdout busy does
    // not hold the grader here past its time either.
    const bool news = mark_lines_.has_line() || (!flood_reported_ && mark_lines_.flood());
    if (!news && (ready == 0 || std::chrono::steady_clock::now() >= deadline)) return Event::Quiet;
  }
}

std::optional<std::chrono::microseconds> RunSession::cpu() const {
  std::lock_guard<std::mutex> lock(run_->box_mutex);
  const std::optional<std::uint64_t> us = run_->box_finished ? run_->final_cpu_us
                                          : run_->box        ? run_->box->cpu_us()
                                                             : std::nullopt;
  if (!us) return std::nullopt;
  return std::chrono::microseconds(*us);
}

std::uint64_t RunSession::peak_kb() const {
  std::lock_guard<std::mutex> lock(run_->box_mutex);
  if (run_->box_finished) return run_->final_peak_kb;
  return run_->box ? run_->box->peak_bytes() / 1024 : 0;
}

CaseOutput RunSession::take_output() {
  mark_lines_.new_case();
  CaseOutput taken = std::move(output_);
  output_ = CaseOutput{};
  if (stderr_dropped_ == 0 && stderr_tail_.empty()) {
    taken.stderr_text = std::move(stderr_head_);
  } else {
    // As a run keeps a flood: the head, a note, the tail.
    const std::size_t half = kStderrCapBytes / 2;
    const std::size_t total = stderr_head_.size() + stderr_dropped_ + stderr_tail_.size();
    std::string tail = stderr_tail_.size() > half ? stderr_tail_.substr(stderr_tail_.size() - half) : stderr_tail_;
    stderr_head_.resize(std::min(stderr_head_.size(), half));
    taken.stderr_text = stderr_head_ +
                        fmt::format("\n[... {} bytes of stderr not kept ...]\n",
                                    total - stderr_head_.size() - tail.size()) +
                        tail;
    taken.stderr_truncated = true;
  }
  stderr_head_.clear();
  stderr_tail_.clear();
  stderr_dropped_ = 0;
  return taken;
}

void RunSession::stop() {
  if (stop_flag_) stop_flag_->store(1);
}

const RunFacts& RunSession::end(std::chrono::milliseconds grace) {
  if (finished_) return facts_;
  finished_ = true;
  if (!started_) return facts_;
  close_fd(requests_);
  const auto deadline = std::chrono::steady_clock::now() + grace;
  std::string mark;
  while (!ended_seen_) {
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline -
                                                                            std::chrono::steady_clock::now());
    if (left.count() <= 0) {
      stop();
      while (wait(std::chrono::milliseconds(1000), mark) != Event::Ended) {
      }
      break;
    }
    if (wait(left, mark) == Event::Ended) break;
  }
  if (keeper_thread_.joinable()) keeper_thread_.join();
  return facts_;
}

}  // namespace harness
