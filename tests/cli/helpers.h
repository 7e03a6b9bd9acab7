// What the tests of tests/cli share: tests/support (the child program, scratch folders, process checks).
#pragma once

#include "tests/support/support.h"

#include <doctest/doctest.h>
