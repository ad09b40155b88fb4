#lang racket
;; The program (the only .rkt here that no other requires), which asks
;; board.rkt what fits: the HtDP Board (81 values, #f
;; for a blank) in, the first solution in reading order or #f out.
(require "board.rkt")
(provide solve)

(define (solve bd)
  (define squares (list->vector bd))
  (define (search p)
    (cond [(= p 81) #t]
          [(vector-ref squares p) (search (add1 p))]
          [else (for/or ([v (in-range 1 10)])
                  (and (fits? squares p v)
                       (begin (vector-set! squares p v)
                              (or (search (add1 p))
                                  (begin (vector-set! squares p #f) #f)))))]))
  (and (search 0) (vector->list squares)))
