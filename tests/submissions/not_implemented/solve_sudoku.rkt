#lang racket
;; Near miss: solve-sudoku where the HtDP document names it solve.
(define (solve-sudoku bd) false)
