;; The first three lines of this file were inserted by DrRacket. They record metadata
;; about the language level of this file in a form that our tools can easily process.
#reader(lib "htdp-intermediate-lambda-reader.ss" "lang")((modname htdp_true_when_stuck) (read-case-sensitive #t) (teachpacks ()) (htdp-settings #(#t constructor repeating-decimal #f #t none #f () #t)))
;; A classic bug of the HtDP brute force: a board with no valid next board is
;; taken as an answer. When every value of the first blank breaks a rule,
;; solve gives back the board it was at, blanks and all, instead of false,
;; and the search stops there as if it had found a solution. Must be WA:
;; "cells are still empty".

(require racket/list)

;; Board is (listof Val|false), 81 long; Val is Natural[1, 9]

(define (row-of p) (quotient p 9))
(define (col-of p) (remainder p 9))
(define (box-of p) (+ (* 3 (quotient (row-of p) 3)) (quotient (col-of p) 3)))

(define POSITIONS (build-list 81 (lambda (p) p)))
(define UNITS
  (append (build-list 9 (lambda (k) (filter (lambda (p) (= (row-of p) k)) POSITIONS)))
          (build-list 9 (lambda (k) (filter (lambda (p) (= (col-of p) k)) POSITIONS)))
          (build-list 9 (lambda (k) (filter (lambda (p) (= (box-of p) k)) POSITIONS)))))

;; (listof Val) -> Boolean
(define (no-twice? lov)
  (or (empty? lov)
      (and (not (member? (first lov) (rest lov))) (no-twice? (rest lov)))))

;; Board -> Boolean
(define (valid-board? bd)
  (andmap (lambda (u) (no-twice? (filter number? (map (lambda (p) (list-ref bd p)) u)))) UNITS))

;; Board -> Pos or false
(define (blank-at bd)
  (local [(define (look p bd)
            (cond [(empty? bd) false]
                  [(false? (first bd)) p]
                  [else (look (add1 p) (rest bd))]))]
    (look 0 bd)))

;; Board Pos Val -> Board
(define (fill bd p v)
  (append (take bd p) (list v) (drop bd (add1 p))))

;; Board -> (listof Board): the first blank filled with 1 to 9, valid ones only
(define (children bd)
  (local [(define p (blank-at bd))]
    (filter valid-board? (build-list 9 (lambda (i) (fill bd p (add1 i)))))))

;; Board -> Board or false
(define (solve bd)
  (local [(define (solve-board bd)
            (if (false? (blank-at bd)) bd (solve-boards bd (children bd))))
          ;; the bug: with no child left, the board itself comes back
          (define (solve-boards parent lobd)
            (cond [(empty? lobd) parent]
                  [else (local [(define try (solve-board (first lobd)))]
                          (if (false? try) (solve-boards parent (rest lobd)) try))]))]
    (solve-board bd)))
