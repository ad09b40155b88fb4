#pragma once
/// A function (method, define) a submission's source defines, as a person
/// reads it: for naming a near miss when an entry is missing
/// (judge/near_miss.h), never for deciding a verdict.
#include <string>
#include <vector>

namespace harness {

struct SourceDefinition {
  std::string name;
  std::string declared;                 ///< as written, on one line: "bool solve(Grid g)", "def Solve(grid)"
  std::vector<std::string> parameters;  ///< each as written: "Grid g", "grid", "int[][] sudoku"
  std::string file;                     ///< as handed in: "sudoku.cpp", "src/Sudoku.java"
  int line = 0;
  std::string owner;        ///< Java: the class it is in; Python: a class it is a method of
  bool is_static = false;   ///< C++: `static` (internal linkage); Java: a static method
  bool is_private = false;  ///< Java
};

}  // namespace harness
