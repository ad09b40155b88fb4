#include "base/parallel.h"

#include <catch2/catch.hpp>

#include <atomic>
#include <mutex>
#include <set>
#include <thread>
#include <vector>

using harness::for_each_in_parallel;

TEST_CASE("every index is done once, on no more threads than asked or than there are items", "[parallel]") {
  const auto [count, jobs, most_threads] = GENERATE(
      table<std::size_t, int, std::size_t>({{0, 4, 0}, {1, 4, 1}, {5, 1, 1}, {5, 0, 1}, {100, 3, 3}, {2, 8, 2}}));
  std::vector<std::atomic<int>> done(count);
  std::mutex mutex;
  std::set<std::thread::id> threads;
  for_each_in_parallel(count, jobs, [&](std::size_t i) {
    ++done[i];
    std::lock_guard<std::mutex> lock(mutex);
    threads.insert(std::this_thread::get_id());
    return true;
  });
  CAPTURE(count, jobs);
  for (std::size_t i = 0; i < count; ++i) CHECK(done[i] == 1);
  CHECK(threads.size() <= most_threads);
}

TEST_CASE("a call that returns false stops its thread taking more, and the call returns", "[parallel]") {
  std::atomic<int> calls{0};
  for_each_in_parallel(50, 1, [&](std::size_t i) {
    ++calls;
    return i < 9;  // the tenth stops the only thread
  });
  CHECK(calls == 10);
}
