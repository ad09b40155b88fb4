#lang racket
;; The student's own test input read at the module's top level.
(provide solve)
(define size (string->number (read-line)))
(define (solve bd) bd)
