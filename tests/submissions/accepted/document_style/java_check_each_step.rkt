#lang racket
;; The Java assignment (seeds/002) written in Racket the way it teaches, for
;; the Racket driver's names (fillSudoku is `solve`, checkSudoku is
;; `valid-board?`, the board a flat list of 81 values, #f for a blank): the
;; provided whole-board check, and a recursive fill that takes the empty
;; cells in reading order, places each of 1..9 in turn in a vector and asks
;; the check about the whole board after every placement, taking a value
;; back when it leads nowhere. The limits of cases/java.yaml are calibrated
;; on this program (docs/protocol.md, "The factors, as measured"): it must
;; be AC on every case.
(provide solve valid-board?)

;; The provided check on a vector of 81 cells, 0 for a blank: no value
;; outside 1..9, none twice in a row, a column or a box.
(define (check-sudoku sudoku)
  (for*/and ([i 9] [j 9])
    (define cell (vector-ref sudoku (+ (* 9 i) j)))
    (define (at r c) (vector-ref sudoku (+ (* 9 r) c)))
    (or (= cell 0)
        (and (<= 1 cell 9)
             (for/and ([m 9]) (or (= m j) (not (= (at i m) cell))))
             (for/and ([k 9]) (or (= k i) (not (= (at k j) cell))))
             ;; its box; the cells in its row and column are done above
             (for*/and ([r (in-range (* 3 (quotient i 3)) (+ 3 (* 3 (quotient i 3))))]
                        [c (in-range (* 3 (quotient j 3)) (+ 3 (* 3 (quotient j 3))))])
               (or (= r i) (= c j) (not (= (at r c) cell))))))))

(define (board->sudoku bd) (for/vector ([v bd]) (or v 0)))

(define (valid-board? bd)
  (and (= (length bd) 81)
       (andmap (lambda (v) (or (not v) (exact-integer? v))) bd)
       (check-sudoku (board->sudoku bd))))

;; Fills the empty cells from CELL on (0..80, reading order) in place.
(define (fill-from sudoku cell)
  (cond
    [(= cell 81) #t]                              ; every cell filled, each placement checked
    [(not (= 0 (vector-ref sudoku cell))) (fill-from sudoku (add1 cell))]
    [else
     (or (for/or ([value (in-range 1 10)])
           (vector-set! sudoku cell value)
           (and (check-sudoku sudoku) (fill-from sudoku (add1 cell))))
         (begin (vector-set! sudoku cell 0)       ; as it was when called
                #f))]))

;; The board solved, or #f: the caller's board is a value, never changed.
(define (solve bd)
  (define sudoku (board->sudoku bd))
  (and (fill-from sudoku 0) (vector->list sudoku)))
