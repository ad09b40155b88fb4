// Each row of docs/sandbox.md's table "What `auto` gives elsewhere",
// recreated on this machine and graded through the sudoku-grade binary:
// the full box; no writable cgroup; a read-only /run (no slot lock where it
// is usually kept); Docker's default capabilities (no CAP_SYS_ADMIN, and its
// cgroups read-only); no namespaces; the grader as the user nobody (user
// namespaces). In every row the student's program has no uid or gid 0 and no
// capability (tests/hostile/box_identity.cpp), can neither read nor write the
// grader's memory (grader_memory.cpp), reaches no unix socket of the host
// (unix_sockets.cpp), and the no-solver cheat
// (tests/hostile/no_solver_cheat.cpp) scores exactly what constant answers
// score on lesson.yaml (relabelled, so no copy elsewhere on the machine
// answers it), its case file kept as an instructor keeps it: mode 0600 in a
// 0700 folder. The control, --sandbox off, shows that the cheat and
// the identity probe can fail. Where no uid can be had as root, auto refuses.
#include <grp.h>
#include <pwd.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#include <cstddef>
#include <cstring>

#include <regex>

#include "hostile/hostile_suite.h"
#include "hostile_text.h"

using namespace hostile_suite;

namespace {

const char* const kDockerCapabilities =
    "--bounding-set=-all,+chown,+dac_override,+fsetid,+fowner,+mknod,+net_raw,+setgid,+setuid,+setfcap,+setpcap,"
    "+net_bind_service,+sys_chroot,+kill,+audit_write";

// lesson.yaml with every digit d of its puzzles and solutions made d % 9 + 1,
// which keeps every expectation true, and without its empty-grid case, which
// that leaves as it was: so the checkout's own copy (world-readable, and
// reachable where the box shows the host's files) answers none of its cases.
std::string relabelled(const std::string& yaml) {
  std::vector<std::string> cases(1);
  bool in_solution = false;
  for (std::string line : hostile::lines_of(yaml)) {
    const bool digits_only = !line.empty() && line.find_first_not_of(" 0123456789") == std::string::npos;
    if (line.rfind("  - name:", 0) == 0) cases.emplace_back();
    in_solution = (in_solution && digits_only) || line.find("solution: |") != std::string::npos;
    if (line.find("puzzle: \"") != std::string::npos || (in_solution && digits_only))
      for (char& c : line)
        if (c >= '1' && c <= '9') c = static_cast<char>('1' + (c - '0') % 9);
    cases.back() += line + "\n";
  }
  std::string kept;
  for (const auto& text : cases)
    if (text.find("puzzle: \"000000000 000000000 000000000 000000000 000000000 000000000 000000000 000000000 "
                  "000000000\"") == std::string::npos)
      kept += text;
  return kept;
}

// How a row runs the grader: a command before it, variables, and whose it is.
struct Row {
  std::string name;
  std::vector<std::string> prefix;
  std::string without;  // SUDOKU_GRADE_SANDBOX_WITHOUT
  bool as_nobody = false;
  std::string sandbox = "auto";
};

std::vector<std::string> read_only_run() {
  return {"unshare",
          "--mount",
          "--propagation",
          "private",
          "sh",
          "-c",
          "mount --bind /run /run && mount -o remount,bind,ro /run && exec \"$@\"",
          "sh"};
}

std::vector<std::string> as_nobody() { return {"setpriv", "--reuid=nobody", "--regid=nogroup", "--clear-groups"}; }

// Unix sockets of the test's on the host: an abstract name and a path (mode
// 0777), each as a stream listener and a datagram socket (NAME.d), for
// tests/hostile/unix_sockets.cpp to reach for.
class HostSockets {
 public:
  explicit HostSockets(const fs::path& folder)
      : abstract_("sudoku-grade-test-" + std::to_string(::getpid())), path_((folder / "host.sock").string()) {
    for (const bool is_abstract : {true, false})
      for (const bool datagram : {false, true}) {
        const std::string name = (is_abstract ? abstract_ : path_) + (datagram ? ".d" : "");
        const int fd = ::socket(AF_UNIX, (datagram ? SOCK_DGRAM : SOCK_STREAM) | SOCK_CLOEXEC, 0);
        REQUIRE(fd >= 0);
        sockaddr_un address{};
        address.sun_family = AF_UNIX;
        std::memcpy(address.sun_path + (is_abstract ? 1 : 0), name.data(), name.size());
        const auto length = static_cast<socklen_t>(offsetof(sockaddr_un, sun_path) + (is_abstract ? 1 : 0) +
                                                   name.size());
        REQUIRE(::bind(fd, reinterpret_cast<sockaddr*>(&address), length) == 0);
        if (!datagram) REQUIRE(::listen(fd, 8) == 0);
        if (!is_abstract) fs::permissions(name, fs::perms::all);
        fds_.push_back(fd);
      }
  }
  ~HostSockets() {
    for (int fd : fds_) ::close(fd);
  }
  std::vector<std::pair<std::string, std::string>> defines() const {
    return {{"ABSTRACT_NAME", "\"" + abstract_ + "\""}, {"SOCKET_PATH", "\"" + path_ + "\""}};
  }

 private:
  std::string abstract_, path_;
  std::vector<int> fds_;
};

// An installed sudoku-grade (the binary and its driver) that any user may
// run, the submissions beside it, lesson.yaml and the identity case in a
// folder of the grader's own, 0700, each file 0600; a cache per grader.
struct Class {
  // Per process: the paths cheat.cpp and unix_sockets.cpp are built with are
  // the same in every section, so each is compiled once per grader, not per row.
  TempDir temp{"hostile-rows", TempDir::PerProcess{}};
  HostSockets sockets{temp.path};
  fs::path cases;
  fs::path lesson, identity, notes;

  Class() {
    fs::permissions(temp.path, fs::perms::owner_all | fs::perms::group_read | fs::perms::group_exec |
                                   fs::perms::others_read | fs::perms::others_exec);
    fs::create_directories(temp / "bin");
    fs::copy_file(kGrader, temp / "bin/sudoku-grade");
    fs::copy(fs::path(SOURCE_DIR) / "harness/driver", temp / "bin/driver");
    fs::create_directories(caches());
    fs::permissions(caches(), fs::perms::all | fs::perms::sticky_bit);
    cases = temp / "cases";
    lesson = cases / "lesson.yaml";
    identity = cases / "identity.yaml";
    notes = cases / "notes.yaml";
    fs::create_directories(cases);
    std::ofstream(lesson) << relabelled(text_of(fs::path(SOURCE_DIR) / "cases/lesson.yaml"));
    // The probes' one case: true is right, and each says true only when the box held.
    std::ofstream(identity) << "title: \"The probes of the box\"\nsource: \"tests/hostile\"\n"
                               "defaults:\n  time_limit_ms: 2000\n  memory_limit_mb: 128\n  points: 1\n"
                               "cases:\n  - name: \"the box held\"\n    entry: checkSudoku\n"
                               "    puzzle: \"780090020 100000964 000251000 006185000 504000302 000342500 000963000 "
                               "641000003 090010057\"\n    expect:\n      valid: true\n";
    // The same case twice, one run after the other: a note the first leaves, the second finds.
    std::string twice = text_of(identity);
    const std::string the_case = twice.substr(twice.find("  - name:"));
    twice += the_case.substr(0, the_case.find("\"the box held\"")) + "\"the box held, again\"" +
             the_case.substr(the_case.find("\"the box held\"") + std::string("\"the box held\"").size());
    std::ofstream(notes) << twice;
    with_defines("box_identity.cpp", temp / "box_identity.cpp", {});
    with_defines("grader_memory.cpp", temp / "grader_memory.cpp", {});
    with_defines("unix_sockets.cpp", temp / "unix_sockets.cpp", sockets.defines());
    with_defines("leave_a_note.cpp", temp / "leave_a_note.cpp", {{"NOTE", "\"" + note_name() + "\""}});
    with_defines("no_solver_cheat.cpp", temp / "cheat.cpp", {{"CASE_FILE", quoted(lesson)}});
    with_defines("no_solver_cheat.cpp", temp / "constant.cpp", {{"CONSTANT_ONLY", "1"}});
    for (const auto& entry : fs::recursive_directory_iterator(temp.path))
      fs::permissions(entry.path(), fs::perms::others_read | fs::perms::group_read, fs::perm_options::add);
    for (const char* name : {"bin", "bin/driver"})
      fs::permissions(temp / name, fs::perms::others_exec | fs::perms::group_exec, fs::perm_options::add);
    keep_cases_for(0, 0);
  }

  // A cache per grader, kept from one section to the next: each program is
  // compiled once (in the first row's box), not once per row.
  static fs::path caches() { return fs::temp_directory_path() / "sudoku-grade-rows-caches"; }

  // The case folder 0700 and its files 0600, owned by the grader.
  void keep_cases_for(uid_t uid, gid_t gid) const {
    for (const fs::path& path : {cases, lesson, identity, notes}) REQUIRE(::chown(path.c_str(), uid, gid) == 0);
    fs::permissions(cases, fs::perms::owner_all);
    for (const fs::path& file : {lesson, identity, notes})
      fs::permissions(file, fs::perms::owner_read | fs::perms::owner_write);
  }

  // leave_a_note.cpp's file name, and its notes gone (a control run leaves them on the host).
  static std::string note_name() { return "sudoku-grade-rows-note-" + std::to_string(::getpid()); }
  ~Class() {
    for (const char* folder : {"/tmp", "/var/tmp", "/dev/shm"}) {
      std::error_code ignored;
      fs::remove(fs::path(folder) / note_name(), ignored);
    }
  }

  harness::TrustedRun grade(const Row& row, const std::string& submission, const fs::path& case_file,
                            const std::string& jobs = "2") const {
    std::vector<std::string> argv = row.prefix;
    if (row.as_nobody) {
      const auto nobody = as_nobody();
      argv.insert(argv.end(), nobody.begin(), nobody.end());
    }
    argv.insert(argv.end(),
                {"env", "SUDOKU_GRADE_SANDBOX_WITHOUT=" + row.without, (temp / "bin/sudoku-grade").string(), "grade",
                 (temp / submission).string(), "--cases", case_file.string(), "--cache",
                 (caches() / (row.as_nobody ? "nobody" : "root")).string(), "--sandbox", row.sandbox, "--jobs", jobs});
    return run_outside(argv, std::chrono::seconds(120));
  }
};

// "total 7/19 points; ..." -> 7; -1 when there is no total.
int points(const harness::TrustedRun& facts) {
  std::smatch found;
  if (!std::regex_search(facts.out, found, std::regex("\ntotal ([0-9]+)/[0-9]+ points"))) return -1;
  return std::stoi(found[1]);
}

// The probes that answer the identity case right only when the box holds.
const char* const kProbes[] = {"box_identity.cpp", "grader_memory.cpp", "unix_sockets.cpp"};

void check_row_holds(const Class& room, const Row& row) {
  INFO("row: " << row.name);
  for (const char* probe : kProbes) {
    const harness::TrustedRun graded = room.grade(row, probe, room.identity);
    INFO(probe << ":\n" << graded.out << graded.err);
    CHECK(graded.exit_code == 0);
    CHECK(points(graded) == 1);
  }
  const harness::TrustedRun notes = room.grade(row, "leave_a_note.cpp", room.notes, "1");
  INFO("leave_a_note.cpp:\n" << notes.out << notes.err);
  CHECK(points(notes) == 2);

  const harness::TrustedRun constant = room.grade(row, "constant.cpp", room.lesson);
  const harness::TrustedRun cheat = room.grade(row, "cheat.cpp", room.lesson);
  INFO("constant answers:\n" << constant.out << constant.err);
  INFO("the cheat:\n" << cheat.out << cheat.err);
  REQUIRE(points(constant) >= 0);
  CHECK(points(cheat) == points(constant));
}

}  // namespace

TEST_CASE("hostile rows: in every box auto accepts, the program has no root and no capability, and the cheat "
          "scores what constant answers score",
          "[hostile][process][slow]") {
  Class room;
  SECTION("the full box") { check_row_holds(room, {"full box", {}, "", false, "auto"}); }
  SECTION("no writable cgroup") { check_row_holds(room, {"no cgroup", {}, "cgroup", false, "auto"}); }
  SECTION("a read-only /run") { check_row_holds(room, {"read-only /run", read_only_run(), "", false, "auto"}); }
  // Docker's default seccomp profile refuses new user namespaces to a
  // process without CAP_SYS_ADMIN: namespaces are withheld as it would.
  SECTION("Docker's default capabilities, cgroups read-only, no user namespaces") {
    check_row_holds(
        room, {"Docker", {"setpriv", kDockerCapabilities, "--inh-caps=-all"}, "cgroup,namespaces", false, "auto"});
  }
  SECTION("no namespaces") { check_row_holds(room, {"no namespaces", {}, "namespaces", false, "auto"}); }
  SECTION("no namespaces, no Landlock") {
    check_row_holds(room, {"no namespaces, no Landlock", {}, "namespaces,landlock", false, "auto"});
  }
  SECTION("Docker's capabilities under an older profile: no user namespaces, no Landlock") {
    check_row_holds(room, {"Docker without Landlock",
                           {"setpriv", kDockerCapabilities, "--inh-caps=-all"},
                           "cgroup,namespaces,landlock",
                           false,
                           "auto"});
  }
  SECTION("the grader as nobody, in user namespaces") {
    const passwd* nobody = ::getpwnam("nobody");
    const struct group* nogroup = ::getgrnam("nogroup");
    REQUIRE(nobody);
    REQUIRE(nogroup);
    room.keep_cases_for(nobody->pw_uid, nogroup->gr_gid);
    check_row_holds(room, {"nobody", {}, "", true, "auto"});
  }
  SECTION("the grader as nobody, without user namespaces: Landlock alone") {
    const passwd* nobody = ::getpwnam("nobody");
    const struct group* nogroup = ::getgrnam("nogroup");
    REQUIRE(nobody);
    REQUIRE(nogroup);
    room.keep_cases_for(nobody->pw_uid, nogroup->gr_gid);
    check_row_holds(room, {"nobody without namespaces", {}, "namespaces", true, "auto"});
  }
}

TEST_CASE("hostile rows: the control: without a box every probe fails and the cheat beats constant answers",
          "[hostile][process][slow]") {
  Class room;
  const Row off{"off", {}, "", false, "off"};
  for (const char* probe : kProbes) {
    const harness::TrustedRun graded = room.grade(off, probe, room.identity);
    INFO(probe << ":\n" << graded.out << graded.err);
    CHECK(points(graded) == 0);
  }
  const harness::TrustedRun notes = room.grade(off, "leave_a_note.cpp", room.notes, "1");
  INFO(notes.out << notes.err);
  CHECK(points(notes) == 1);
  const harness::TrustedRun constant = room.grade(off, "constant.cpp", room.lesson);
  const harness::TrustedRun cheat = room.grade(off, "cheat.cpp", room.lesson);
  INFO(constant.out << cheat.out);
  CHECK(points(cheat) > points(constant));
}

// The cheat as root without a box looks at its parent's files and, in a pid
// namespace of its own, pid 1's; and reads regular files alone. Here pid 1
// of such a namespace is a shell whose stdin is a FIFO with bytes in it, as
// a CI runner's stdin may be: after the cheat has run the bytes are still
// there. (It once read every process's pipes through /proc/PID/fd, and as
// root on this machine it blocked reading the command runner's stdin.)
TEST_CASE("hostile rows: the cheat as root without a box takes no bytes from another process's pipe",
          "[hostile][process][slow]") {
  Class room;
  const fs::path fifo = room.temp / "waiting.fifo";
  REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
  const std::string sentinel = "bytes for the reader of this FIFO alone";
  const Row holder{"a shell holding a FIFO as pid 1",
                   {"unshare", "--pid", "--fork", "--mount-proc", "--kill-child", "bash", "-c",
                    "exec 0<>\"$0\"; printf '%s\\n' \"$1\" >&0; shift; \"$@\" </dev/null; read -r -t 1 left; "
                    "echo \"left: $left\"",
                    fifo.string(), sentinel},
                   "",
                   false,
                   "off"};
  const harness::TrustedRun cheat = room.grade(holder, "cheat.cpp", room.lesson);
  INFO(cheat.out << cheat.err);
  CHECK(points(cheat) > 0);  // it ran, and found the case file as root
  CHECK_THAT(cheat.out, Catch::Contains("left: " + sentinel + "\n"));
}

TEST_CASE("hostile rows: as root where no uid of the box can be had, auto refuses as strict does, naming why",
          "[hostile][process]") {
  Class room;
  for (const std::string level : {"auto", "strict"}) {
    const harness::TrustedRun refused = room.grade({"no own uid", {}, "own_uid", false, level}, "box_identity.cpp",
                                                   room.identity);
    INFO(refused.out << refused.err);
    CHECK(refused.exit_code == 2);
    CHECK(refused.out.empty());
    const auto lines = hostile::lines_of(refused.err);
    REQUIRE(lines.size() == 2);  // one line, and the empty one after its newline
    CHECK_THAT(lines[0], Catch::Contains("own_uid: withheld by SUDOKU_GRADE_SANDBOX_WITHOUT"));
  }
}
