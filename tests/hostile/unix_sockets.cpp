// Reaches for the host's unix sockets: the abstract name ABSTRACT_NAME and
// the path SOCKET_PATH, both listened on by the test (the path socket mode
// 0777, so only the box can stand in the way), by socket() and connect(),
// and by a datagram pair pointed afterwards at NAME.d, a datagram socket of
// the test's beside each. checkSudoku is true
// only when every way was refused; each that was not is named on stderr.
// The test writes `#define ABSTRACT_NAME "..."` and `#define SOCKET_PATH
// "..."` before this file.
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#include <cstddef>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

namespace {

socklen_t address_of(const std::string& name, bool abstract, sockaddr_un& address) {
  address = {};
  address.sun_family = AF_UNIX;
  std::memcpy(address.sun_path + (abstract ? 1 : 0), name.data(), name.size());
  return static_cast<socklen_t>(offsetof(sockaddr_un, sun_path) + (abstract ? 1 : 0) + name.size());
}

bool reached(const std::string& name, bool abstract) {
  sockaddr_un address;
  const socklen_t length = address_of(name, abstract, address);
  bool got_through = false;
  const int stream = socket(AF_UNIX, SOCK_STREAM, 0);
  if (stream >= 0 && connect(stream, reinterpret_cast<sockaddr*>(&address), length) == 0) {
    std::fprintf(stderr, "sockets: connected to %s%s\n", abstract ? "@" : "", name.c_str());
    got_through = true;
  }
  if (stream >= 0) close(stream);
  const socklen_t datagram_length = address_of(name + ".d", abstract, address);
  int pair[2];
  if (socketpair(AF_UNIX, SOCK_DGRAM, 0, pair) == 0) {
    if (connect(pair[0], reinterpret_cast<sockaddr*>(&address), datagram_length) == 0 ||
        sendto(pair[0], "x", 1, 0, reinterpret_cast<sockaddr*>(&address), datagram_length) == 1) {
      std::fprintf(stderr, "sockets: a datagram pair reached %s%s\n", abstract ? "@" : "", name.c_str());
      got_through = true;
    }
    close(pair[0]);
    close(pair[1]);
  }
  return got_through;
}

}  // namespace

bool checkSudoku(const std::vector<std::vector<int>>&) {
  const bool abstract = reached(ABSTRACT_NAME, true);
  const bool path = reached(SOCKET_PATH, false);
  return !abstract && !path;
}
