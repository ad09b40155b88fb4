;; The first three lines of this file were inserted by DrRacket. They record metadata
;; about the language level of this file in a form that our tools can easily process.
#reader(lib "htdp-intermediate-lambda-reader.ss" "lang")((modname htdp_undefined_function) (read-case-sensitive #t) (teachpacks ()) (htdp-settings #(#t constructor repeating-decimal #f #t none #f () #t)))
;; A test submission that must not compile: solve calls a helper by a name
;; it never defines (a typo DrRacket would have highlighted on Run). Must be
;; CE, once, with the teaching language's words and the student's own
;; file:line:column.

;; Board -> Board or false
(define (solve bd)
  (solve-from 0 bd))

;; Natural Board -> Board or false
(define (solve-form p bd)
  (cond [(= p 81) bd]
        [else false]))
