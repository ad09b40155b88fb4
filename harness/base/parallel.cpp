#include "base/parallel.h"

#include <algorithm>
#include <atomic>
#include <thread>
#include <vector>

namespace harness {

void for_each_in_parallel(std::size_t count, int jobs, const std::function<bool(std::size_t)>& each) {
  std::atomic<std::size_t> next{0};
  const auto worker = [&] {
    for (std::size_t i = next++; i < count; i = next++)
      if (!each(i)) return;
  };
  const int threads_wanted = std::max(1, std::min<int>(jobs, static_cast<int>(count)));
  std::vector<std::thread> threads;
  for (int t = 1; t < threads_wanted; ++t) threads.emplace_back(worker);
  worker();
  for (auto& t : threads) t.join();
}

}  // namespace harness
