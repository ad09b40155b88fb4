"""The outside half of bench/print_bench.sh for Python: imports a lesson
submission and calls its functions on the requests bench/case_requests.py
made of a case file, one after another in this one process, as the
harness's warm runtime calls them, with sys.stdout as Python gives it (the
student's prints go wherever the shell sends stdout). Writes the process's
CPU time and the wall time over the calls, in ms, to the file named third:

  python3 bench/print_bench_outside.py MODULE.py REQUESTS TIMES > /a/pipe
"""
import importlib.util
import os
import sys
import time


def main(module_path, requests_path, times_path):
    sys.path.insert(0, os.path.dirname(os.path.abspath(module_path)))
    name = os.path.splitext(os.path.basename(module_path))[0]
    spec = importlib.util.spec_from_file_location(name, module_path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    with open(requests_path) as f:
        lines = f.read().splitlines()
    cpu_start, wall_start = time.process_time(), time.perf_counter()
    at = 0
    while at < len(lines):
        header = lines[at].split()
        rows = int(header[0])
        grid = [[int(v) for v in line.split()] for line in lines[at + 1:at + 1 + rows]]
        at += 1 + rows
        function = getattr(module, header[1])
        if len(header) > 2:
            function(grid, int(header[2]))
        else:
            function(grid)
    sys.stdout.flush()
    cpu, wall = time.process_time() - cpu_start, time.perf_counter() - wall_start
    with open(times_path, "w") as f:
        f.write("cpu_ms %.1f\nwall_ms %.1f\n" % (cpu * 1000, wall * 1000))


if __name__ == "__main__":
    main(*sys.argv[1:4])
