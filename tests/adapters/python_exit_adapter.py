"""An adapter that ends before it answers anything, as a script with an error in it does."""

import sys

sys.stderr.write("python_exit_adapter: cannot start: the runtime is missing\n")
sys.exit(3)
