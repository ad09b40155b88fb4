#pragma once
// The resource verdict of one run, from its facts alone. Pure: it reads
// RunFacts, starts nothing, so every rule is tested as a table.
#include <optional>
#include <string>

#include "run/run_spec.h"
#include "verdict/verdict.h"

namespace harness {

/// Peak RSS from this fraction of the memory limit up counts as "near the
/// limit": under RLIMIT_AS the failing allocation is refused while the RSS is
/// still below the limit (a vector that doubles fails at about half).
constexpr double kNearMemoryLimit = 0.5;

/// The resource verdict of a run (JE, TLE, OLE, MLE or RTE) with its reason,
/// or nullopt when the program exited with code 0 within every limit and the
/// checks of its output decide. Rules, first match wins:
/// spawn failed => JE; the kernel OOM-killed a process of the run's cgroup
/// => MLE, however the run ended; cpu over the limit (even after a clean
/// exit) => TLE, naming the limit's basis (Limits::allowance); stopped at the wall backstop => TLE when it
/// was waiting (sleeping, or blocked on input), JE "not judged: the machine was overloaded" when it was
/// working within its CPU limit (verdict/time_policy.h was_starved); SIGXFSZ or truncated stdout => OLE; an abnormal
/// end with std::bad_alloc / MemoryError / OutOfMemoryError on stderr (not the JVM's "unable to create native thread",
/// a refused thread), or (memory limited per process only) with peak RSS near the limit => MLE (a guess, and the reason
/// says what it rests on); any other signal or non-zero exit => RTE, saying so when a fork or thread was refused at the
/// process cap (or, without the cap's word, a JVM's thread was refused) and when SIGSYS says the box's filter killed a
/// 32-bit or x32 system call.
std::optional<Judgement> classify(const RunFacts& facts, const Limits& limits);

}  // namespace harness
