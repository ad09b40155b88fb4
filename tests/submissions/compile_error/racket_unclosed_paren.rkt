#lang racket
;; Bug: the `let`'s bindings are never closed: Racket cannot read the file,
;; so no case runs; raco's words are shown once, with file:line:column.
(provide solve)

(define (solve bd)
  (let ([empty (index-of bd 0)]
    (not empty)))
