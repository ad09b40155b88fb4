;; Bug: no `#lang` line, so the file is no module Racket can load; the
;; message names the file as the student named it, not the grader's copy.
(define (solve bd)
  #t)
