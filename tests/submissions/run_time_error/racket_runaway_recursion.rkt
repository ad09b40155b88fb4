#lang racket
;; A recursion without a base case: Racket has no stack to overflow, so the
;; driver's watcher stops it and names it, before the box would kill it for memory.
(provide solve)
(define (walk bd n) (+ 1 (walk bd (+ n 1))))
(define (solve bd) (walk bd 0))
