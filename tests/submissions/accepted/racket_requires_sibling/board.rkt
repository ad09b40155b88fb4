#lang racket
;; What may go in a square, in a file of its own that sudoku.rkt requires: a
;; hand-in shape of tests/submissions (Racket of two files).
(provide fits?)

;; (vectorof (or/c #f natural)) Natural Natural -> Boolean
(define (fits? squares p v)
  (define (box q) (+ (* 3 (quotient q 27)) (quotient (remainder q 9) 3)))
  (for/and ([q 81])
    (or (= p q)
        (not (equal? v (vector-ref squares q)))
        (not (or (= (quotient p 9) (quotient q 9))
                 (= (remainder p 9) (remainder q 9))
                 (= (box p) (box q)))))))
