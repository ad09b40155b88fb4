#include "backtracking.h"
