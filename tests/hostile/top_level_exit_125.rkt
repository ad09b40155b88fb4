#lang racket
;; Exits with the driver's usage code (125) from the module's top level, as
;; the Racket driver instantiates it, before it calls anything. Once JE,
;; "the driver refused its input"; it is the program's: RTE, before the
;; driver called the function.
(provide solve)

(define (solve bd) #false)

(exit 125)
