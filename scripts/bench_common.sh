# Shell helpers of the benchmark scripts (bench_startup.sh, bench_workers.sh), sourced from beside them.
# The median of the numbers on stdin, one a line.
median() { sort -g | awk '{v[NR] = $1} END {print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2}'; }
