#lang racket
;; A helper called with one argument too few: Racket's message runs over
;; several lines, the first ending in ";", and the reason must not read ";;".
(provide solve)
(define (helper bd n) bd)
(define (solve bd) (helper bd))
