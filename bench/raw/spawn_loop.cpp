// The baseline of `syncstress exec`'s overhead: N runs of a command with posix_spawnp + waitpid, one after the other,
// output to /dev/null, as plain as a loop can be. Prints the wall time of the whole loop and per run.
//   syncstress_raw_spawn RUNS COMMAND [ARGS...]
#include <spawn.h>
#include <sys/wait.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fcntl.h>
#include <unistd.h>

extern char** environ;

int main(int argc, char** argv) {
    if (argc < 3) {
        std::fprintf(stderr, "usage: %s RUNS COMMAND [ARGS...]\n", argv[0]);
        return 2;
    }
    const long runs = std::atol(argv[1]);
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
    posix_spawn_file_actions_adddup2(&actions, 1, 2);
    const auto start = std::chrono::steady_clock::now();
    for (long i = 0; i < runs; ++i) {
        pid_t pid = 0;
        if (posix_spawnp(&pid, argv[2], &actions, nullptr, argv + 2, environ) != 0) {
            std::perror("posix_spawnp");
            return 1;
        }
        int status = 0;
        while (waitpid(pid, &status, 0) < 0) {}
    }
    const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::printf("%ld runs in %.3f s: %.1f us per run\n", runs, s, s / static_cast<double>(runs) * 1e6);
    posix_spawn_file_actions_destroy(&actions);
    return 0;
}
