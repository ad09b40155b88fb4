// Asks a solver outside for the answer: the grid goes as one line of 81
// digits over TCP to 127.0.0.1:TCP_PORT, and the solved line comes back. A
// UDP datagram to 127.0.0.1:UDP_PORT goes first. Without an answer it gives
// up (false).
//
// Both ports are the test's own listeners; the test writes
// `#define TCP_PORT ...` and `#define UDP_PORT ...` before this file.
#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <string>
#include <vector>

namespace {

sockaddr_in loopback(int port) {
  sockaddr_in address{};
  address.sin_family = AF_INET;
  address.sin_port = htons(static_cast<unsigned short>(port));
  address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  return address;
}

}  // namespace

bool fillSudoku(std::vector<std::vector<int>>& grid) {
  std::string line;
  for (const auto& row : grid)
    for (int cell : row) line += static_cast<char>('0' + cell);
  line += '\n';

  const sockaddr_in udp_to = loopback(UDP_PORT);
  const int udp = socket(AF_INET, SOCK_DGRAM, 0);
  if (udp >= 0) sendto(udp, line.data(), line.size(), 0, reinterpret_cast<const sockaddr*>(&udp_to), sizeof udp_to);

  const sockaddr_in tcp_to = loopback(TCP_PORT);
  const int tcp = socket(AF_INET, SOCK_STREAM, 0);
  if (tcp < 0 || connect(tcp, reinterpret_cast<const sockaddr*>(&tcp_to), sizeof tcp_to) != 0) return false;
  if (write(tcp, line.data(), line.size()) != static_cast<ssize_t>(line.size())) return false;
  std::string answer;
  char byte;
  while (answer.size() < 81 && read(tcp, &byte, 1) == 1) answer += byte;
  if (answer.size() < 81) return false;
  for (std::size_t i = 0; i < 81; ++i) grid[i / 9][i % 9] = answer[i] - '0';
  return true;
}
