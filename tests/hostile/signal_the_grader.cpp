// Tries to trace, read, stop and kill whatever it can reach: PTRACE_ATTACH
// and PTRACE_SEIZE on its parent and on pid 1, process_vm_readv on both,
// SIGSTOP to every pid from 1 to 32768, then kill(-1, SIGSTOP) and
// kill(-1, SIGKILL). A child of its own is the proof that the attacks are
// real: the sweep must stop it and kill(-1) must kill it. checkSudoku says
// true (the right answer for its case) only then, so a dud attack is WA.
//
// Outside a pid namespace of its own it attacks nothing and says false: a
// broken test must not send kill(-1) to a whole machine. The machine's
// namespace is the one whose pid 2 is kthreadd; a pid above 1000 is another
// sign, not a proof: on a machine whose pid_max is 32768 the machine's own
// pids wrap to 300 once a CI run has started some thirty thousand processes.
#include <signal.h>
#include <sys/ptrace.h>
#include <sys/uio.h>
#include <sys/wait.h>
#include <unistd.h>

#include <fstream>
#include <string>
#include <vector>

namespace {

// The machine's pid namespace (kthreadd is its pid 2), or no /proc to tell.
bool maybe_the_machines_pid_namespace() {
  std::ifstream self("/proc/self/stat"), second("/proc/2/stat");
  std::string pid, name;
  if (!self) return true;
  return (second >> pid >> name) && name == "(kthreadd)";
}

}  // namespace

bool checkSudoku(const std::vector<std::vector<int>>&) {
  if (getpid() > 1000 || maybe_the_machines_pid_namespace()) return false;
  char bytes[64] = {};
  iovec local{bytes, sizeof bytes}, remote{bytes, sizeof bytes};
  for (const pid_t target : {getppid(), 1}) {
    ptrace(PTRACE_ATTACH, target, nullptr, nullptr);
    ptrace(PTRACE_SEIZE, target, nullptr, nullptr);
    process_vm_readv(target, &local, 1, &remote, 1, 0);
  }

  const pid_t witness = fork();
  if (witness == 0)
    for (;;) pause();
  for (pid_t pid = 1; pid <= 32768; ++pid)
    if (pid != getpid()) kill(pid, SIGSTOP);
  int status = 0;
  const bool stopped = waitpid(witness, &status, WUNTRACED) == witness && WIFSTOPPED(status);
  kill(-1, SIGSTOP);
  kill(-1, SIGKILL);
  const bool killed = waitpid(witness, &status, 0) == witness && WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL;
  return stopped && killed;
}
