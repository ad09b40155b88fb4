#include "validator.h"
