#pragma once
// What a grader does once as it starts a command: take back what graders
// killed before they could clean up left behind (leftovers.h), their run and
// template folders and their run cgroups (cgroup.h). Apart from both, which
// each know one kind of leftover, so neither includes the other.

namespace harness {

/// reclaim_leftover_folders on the temp dir and /tmp, and the cgroup folders
/// of gone graders beside this process's own, once per process. Never
/// fails: what cannot be removed stays.
void reclaim_leftovers();

}  // namespace harness
