#pragma once
// std::visit with one lambda per alternative, written in place:
//
//   std::visit(overloaded{[](const SolveExpect& e) {...}, [](const CountExpect& e) {...}}, expect);
//
// An alternative without a lambda is a compile error, not a judge error at
// run time, so adding a kind of case shows every place that must handle it.
namespace harness {

template <class... Lambdas>
struct overloaded : Lambdas... {
  using Lambdas::operator()...;
};
template <class... Lambdas>
overloaded(Lambdas...) -> overloaded<Lambdas...>;

}  // namespace harness
