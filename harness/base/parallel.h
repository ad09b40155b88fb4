#pragma once
// Items shared out to worker threads, each taking the next one not yet
// taken: the one pool behind grading a submission's cases under -j, a warm
// unit's fallback to processes, and a batch's students.
#include <cstddef>
#include <functional>

namespace harness {

/// Calls each(i) for i in [0, count) on up to `jobs` threads (this one
/// among them), each index once, in any order across threads. A call that
/// returns false stops its thread taking more (a batch told to stop); the
/// others go on. Returns when every thread is done.
void for_each_in_parallel(std::size_t count, int jobs, const std::function<bool(std::size_t)>& each);

}  // namespace harness
