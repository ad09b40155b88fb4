#include "prepare/driver_product.h"

#include "base/read_file.h"
#include "cache/cache_entry.h"
#include "prepare/build_folder.h"
#include "prepare/build_step.h"

namespace harness {

Built<std::string> driver_product(const DriverProduct& product, const CompileOptions& options) {
  if (auto bytes = cached_file(product.entry, product.file, product.cached_words, options)) return *bytes;
  BuildFolder folder = build_folder_for(options);
  folder.put("driver", product.sources);
  CompileOptions step_options = options;
  if (!product.cap_address_space) step_options.limits.cap_address_space = false;
  if (const Done step = harness_step(product.failed_words, run_step(product.argv, folder, step_options),
                                     options.limits);
      !step)
    return step.failure();
  EntryStaging staging(product.entry);
  if (const Done taken = folder.take(product.made, staging.path() / product.file); !taken)
    return harness_failed(product.take_words + ": " + taken.failure().reason);
  std::string bytes = read_file(staging.path() / product.file);
  staging.publish();
  return bytes;
}

}  // namespace harness
