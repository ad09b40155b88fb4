#lang racket
;; A test submission that must be accepted: the HtDP Board (a flat list of 81
;; values, #f for a blank) solved in full Racket, the functions provided as a
;; module's are. It talks while it works - a line at the top level, one per
;; call of solve, its rackunit tests in a test submodule - and none of it
;; may reach the answer: the driver keeps its answer channel apart, and
;; never runs the test submodule.
(require racket/list)
(provide solve valid-board?)

(printf "loading the solver\n")

;; Natural -> (listof Natural): the 20 positions sharing a row, column or box with p
(define (peers-of p)
  (define (box q) (+ (* 3 (quotient q 27)) (quotient (remainder q 9) 3)))
  (for/list ([q 81]
             #:unless (= p q)
             #:when (or (= (quotient p 9) (quotient q 9))
                        (= (remainder p 9) (remainder q 9))
                        (= (box p) (box q))))
    q))

(define PEERS (for/vector ([p 81]) (peers-of p)))

;; Any -> Boolean: 81 squares, each #f or 1 to 9, no value twice among peers
(define (valid-board? bd)
  (and (list? bd)
       (= (length bd) 81)
       (andmap (lambda (v) (or (not v) (and (exact-integer? v) (<= 1 v 9)))) bd)
       (let ([squares (list->vector bd)])
         (for/and ([p 81])
           (define v (vector-ref squares p))
           (or (not v)
               (for/and ([q (vector-ref PEERS p)]) (not (equal? v (vector-ref squares q)))))))))

;; Board -> Board or #f: the first solution in reading order
(define (solve bd)
  (printf "solving a board with ~a blanks\n" (count not bd))
  (define squares (list->vector bd))
  (define (free? p v)
    (for/and ([q (vector-ref PEERS p)]) (not (eqv? v (vector-ref squares q)))))
  (define (fill-from p)
    (cond [(= p 81) #t]
          [(vector-ref squares p) (fill-from (add1 p))]
          [else
           (or (for/or ([v (in-range 1 10)])
                 (and (free? p v)
                      (begin (vector-set! squares p v)
                             (or (fill-from (add1 p))
                                 (begin (vector-set! squares p #f) #f)))))
               #f)]))
  (and (valid-board? bd) (fill-from 0) (vector->list squares)))

(module+ test
  (require rackunit)
  (check-false (solve (cons 1 (cons 1 (make-list 79 #f)))))
  (check-true (valid-board? (make-list 81 #f))))
