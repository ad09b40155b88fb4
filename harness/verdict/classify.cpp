#include "verdict/classify.h"

#include <signal.h>

#include <cstring>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "base/thousands.h"
#include "verdict/time_policy.h"

namespace harness {
namespace {

double mib(std::uint64_t bytes) { return static_cast<double>(bytes) / (1024.0 * 1024.0); }

bool ended_badly(const RunFacts& facts) {
  return facts.end == RunFacts::End::Signaled || (facts.end == RunFacts::End::Exited && facts.exit_code != 0);
}

std::string how_it_ended(const RunFacts& facts) {
  if (facts.end == RunFacts::End::Signaled)
    return fmt::format("killed by signal {} ({})", facts.signal, signal_name(facts.signal));
  return fmt::format("exit code {}", facts.exit_code);
}

// The JVM's words when the system refuses it a thread (pthread_create's
// EAGAIN: the run's process cap, or RLIMIT_NPROC): an OutOfMemoryError by
// name, though no allocation failed. JDK 11 on, and JDK 8's.
const char* thread_refusal(const std::string& stderr_text) {
  for (const char* mark : {"unable to create native thread", "unable to create new native thread"})
    if (stderr_text.find(mark) != std::string::npos) return mark;
  return nullptr;
}

// What an allocation failure leaves on stderr: libstdc++'s terminate message,
// Python's MemoryError, the JVM's OutOfMemoryError (its heap at -Xmx), but
// not the JVM's refused thread, which only borrows that error's name.
const char* allocation_failure(const std::string& stderr_text) {
  if (thread_refusal(stderr_text)) return nullptr;
  // GCC's own two (a compile under RLIMIT_AS) beside the languages' runtimes.
  for (const char* mark : {"std::bad_alloc", "java.lang.OutOfMemoryError", "MemoryError", "virtual memory exhausted",
                           "out of memory allocating"})
    if (stderr_text.find(mark) != std::string::npos) return mark;
  return nullptr;
}

// The box's seccomp filter (run/seccomp_filter.h) kills a process that makes
// a system call of another ABI (int 0x80's i386 numbers, x32's) with SIGSYS;
// everything else it denies fails with an error instead, and outside a
// filter the kernel sends no SIGSYS of its own.
bool killed_by_filter(const RunFacts& facts) { return facts.end == RunFacts::End::Signaled && facts.signal == SIGSYS; }

// "over the limit of 8400 ms (the case's 2 s, Racket gets 4x, + 400 ms
// start-up)": a case's limit with what it was made of, so the student sees
// the language's allowance where the limit is named; the number alone when
// the limit is the case file's own, or not the allowance's (a warm runtime's
// floor of 1 ms).
std::string over_the_cpu_limit(const Limits& limits) {
  std::string words = fmt::format("over the limit of {} ms", limits.cpu.count());
  if (limits.allowance && cpu_limit(*limits.allowance) == limits.cpu)
    if (const std::vector<std::string> parts = limit_parts(*limits.allowance); !parts.empty())
      words += fmt::format(" (the case's {}, {})", duration_words(limits.allowance->stated), fmt::join(parts, ", "));
  return words;
}

}  // namespace

std::optional<Judgement> classify(const RunFacts& facts, const Limits& limits) {
  using End = RunFacts::End;
  if (facts.end == End::SpawnFailed)
    return Judgement{Verdict::JE, fmt::format("could not run the program: {}", facts.spawn_error)};
  // The kernel's word, whatever the program printed or however it ended.
  if (facts.oom_killed)
    return Judgement{Verdict::MLE,
                     fmt::format("killed for memory: the run's processes together reached the {:.0f} MiB limit "
                                 "(peak {:.0f} MiB)",
                                 mib(limits.memory_bytes), mib(facts.peak_rss_kb * 1024))};
  // CPU time decides; the wall clock is a backstop (verdict/time_policy.h).
  if (limits.cpu.count() > 0 && facts.cpu > limits.cpu)
    return Judgement{Verdict::TLE, fmt::format("cpu time {} ms, {}", facts.cpu.count(), over_the_cpu_limit(limits))};
  if (facts.end == End::WallTimeout && !was_working(facts))
    return Judgement{Verdict::TLE, fmt::format("waited {} ms using {} ms of CPU: sleeping, or blocked on input",
                                               facts.wall.count(), facts.cpu.count())};
  // Working, within its CPU limit, when the wall backstop came: the machine
  // did not give it its CPU, which says nothing of the program. The
  // harness's side (judge/reruns.h runs it again later).
  if (was_starved(facts, limits))
    return Judgement{Verdict::JE,
                     fmt::format("not judged: the machine was overloaded (still running at the wall backstop of {} "
                                 "ms with {} ms of its {} ms of CPU)",
                                 limits.wall.count(), facts.cpu.count(), limits.cpu.count())};
  if (facts.end == End::WallTimeout)  // no CPU limit: the wall is the only one
    return Judgement{Verdict::TLE, fmt::format("still running at the wall limit of {} ms", limits.wall.count())};
  if ((facts.end == End::Signaled && facts.signal == SIGXFSZ) || facts.stdout_truncated)
    return Judgement{Verdict::OLE, fmt::format("wrote more than the output limit of {} bytes", limits.output_bytes)};
  if (!ended_badly(facts)) return std::nullopt;
  if (limits.memory_bytes > 0) {
    const std::uint64_t peak_bytes = facts.peak_rss_kb * 1024;
    const std::string peak = fmt::format("peak memory {:.0f} MiB of the {:.0f} MiB limit", mib(peak_bytes),
                                         mib(limits.memory_bytes));
    if (const char* mark = allocation_failure(facts.stderr_text))
      return Judgement{Verdict::MLE,
                       fmt::format("{} after a failed allocation ({} on stderr), {}", how_it_ended(facts), mark, peak)};
    // Only a per-process limit needs the guess: a cgroup's says so itself (oom_killed).
    // And only for a crash: a program that exits with a code of its own chose
    // to, and a runtime that ran out of memory says so (the marks above).
    if (!facts.memory_of_run && facts.end == End::Signaled &&
        peak_bytes >= kNearMemoryLimit * static_cast<double>(limits.memory_bytes))
      return Judgement{Verdict::MLE, fmt::format("{} with {}", how_it_ended(facts), peak)};
  }
  if (facts.process_cap_hit)
    return Judgement{Verdict::RTE, fmt::format("{}, after a process or thread was refused at the cap of {}",
                                               how_it_ended(facts), limits.processes)};
  if (const char* mark = thread_refusal(facts.stderr_text))
    return Judgement{Verdict::RTE,
                     fmt::format("{} after a thread was refused ({} on stderr)", how_it_ended(facts), mark)};
  if (killed_by_filter(facts))
    return Judgement{Verdict::RTE, fmt::format("{}: it made a system call the box forbids (a 32-bit or x32 call)",
                                               how_it_ended(facts))};
  return Judgement{Verdict::RTE, how_it_ended(facts)};
}

}  // namespace harness
