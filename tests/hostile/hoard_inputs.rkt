#lang racket
;; A hostile student's probe (issue 36), as hoard_inputs.py in Racket: the
;; module keeps every board it is given; its first call in a runtime answers
;; #false, which keeps a warm runtime going, and every later call prints
;; every board kept and raises with them, so a case's reason quotes the
;; boards of the cases run before it in the same runtime.
(provide solve)

(define seen '())

;; a board, flat or in rows, as its 81 digits (0 for an empty cell)
(define (digits bd)
  (apply string-append (map (lambda (v) (if (number? v) (number->string v) "0")) (flatten bd))))

(define (solve bd)
  (set! seen (append seen (list (digits bd))))
  (when (> (length seen) 1)
    (eprintf "~a\n" (string-join seen "\n"))
    (error 'solve (string-join seen " ")))
  #false)
