"""A fork-server's cost per case, for docs/protocol.md's choice between one
warm process and a fork per case ("One warm runtime per submission"). The
lesson's module is imported once through the driver; then the same requests
are answered in the process (as --serve does) and in a forked child each
(as a fork-server would), alternately, ROUNDS times. Prints the medians of
each way's wall time per case, and of what a fork and wait cost on their own
(a child that exits at once). Unboxed; stdout and stderr go to /dev/null.

  python3 -I -B bench/python_fork_bench.py DRIVER MODULE REQUESTS [ROUNDS]
"""
import importlib.util
import os
import statistics
import sys
import time


def main(driver_path, module_path, requests_path, rounds=11):
    spec = importlib.util.spec_from_file_location("sudoku_driver", driver_path)
    driver = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(driver)
    devnull = os.open(os.devnull, os.O_WRONLY)
    module, module_dir = driver.load_module(module_path)
    with open(requests_path, "rb") as f:
        requests = []
        while (request := driver.read_request(f)) is not None:
            requests.append(request)
    os.dup2(devnull, 2)   # the calling lines

    def call(request):
        name, takes, limit, grid = request
        grid = [row[:] for row in grid]   # a fresh grid each time, as a request makes
        driver.answer_case(module, module_dir, name, takes, grid, limit, devnull)

    def forked(request):
        pid = os.fork()
        if pid == 0:
            if request is not None:
                call(request)
            os._exit(0)
        os.waitpid(pid, 0)

    in_process, in_child, bare_fork = [], [], []
    for _ in range(rounds):
        for request in requests:
            t = time.perf_counter(); call(request); in_process.append(time.perf_counter() - t)
            t = time.perf_counter(); forked(request); in_child.append(time.perf_counter() - t)
            t = time.perf_counter(); forked(None); bare_fork.append(time.perf_counter() - t)
    ms = lambda values: statistics.median(values) * 1e3
    print(f"{len(requests)} cases x {rounds} rounds, medians of a case's wall time: "
          f"in the process {ms(in_process):.2f} ms, in a forked child {ms(in_child):.2f} ms; "
          f"a fork and wait alone {ms(bare_fork):.2f} ms")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], sys.argv[3], *(int(a) for a in sys.argv[4:5]))
