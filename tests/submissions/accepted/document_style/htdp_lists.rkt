;; The first three lines of this file were inserted by DrRacket. They record metadata
;; about the language level of this file in a form that our tools can easily process.
#reader(lib "htdp-intermediate-lambda-reader.ss" "lang")((modname htdp_lists) (read-case-sensitive #t) (teachpacks ()) (htdp-settings #(#t constructor repeating-decimal #f #t none #f () #t)))
;; The HtDP brute force (seeds/000) the way the document builds it, saved from
;; DrRacket in Intermediate Student with lambda: the next boards are the board
;; with its first blank filled with each of 1..9, of which only those that
;; valid-board? (every unit of the whole board read square by square, no
;; number twice) accepts are kept, searched depth first as an arbitrary-arity
;; tree. The limits of cases/htdp.yaml are calibrated on this program
;; (docs/protocol.md, "The factors, as measured"): it must be AC on every case.
(require racket/list)

;; Val is Natural[1, 9]
;; Board is (listof Val|false), 81 long: the rows one after another
;; Pos is Natural[0, 80]: row (quotient p 9), column (remainder p 9)

;; Natural -> (listof Pos): the 9 positions of row r, column c, box b
(define (row-positions r) (build-list 9 (lambda (i) (+ (* 9 r) i))))
(define (column-positions c) (build-list 9 (lambda (i) (+ c (* 9 i)))))
(define (box-positions b)
  (build-list 9 (lambda (i) (+ (* 27 (quotient b 3)) (* 3 (remainder b 3))
                               (* 9 (quotient i 3)) (remainder i 3)))))
(check-expect (box-positions 4) (list 30 31 32 39 40 41 48 49 50))

;; (listof (listof Pos)): the 27 units, rows then columns then boxes
(define ALL-UNITS
  (append (build-list 9 row-positions) (build-list 9 column-positions) (build-list 9 box-positions)))

;; Board Pos -> Val or false
(define (square-at bd p) (list-ref bd p))

;; Board Pos Val -> Board: a new board, v at p
(define (board-with bd p v) (append (take bd p) (list v) (drop bd (add1 p))))

;; Board -> Pos: the first blank; Assume: bd has one
(define (first-blank bd)
  (cond [(false? (first bd)) 0]
        [else (add1 (first-blank (rest bd)))]))

;; Pos Board -> (listof Board): p filled with each of 1..9
(define (nine-boards p bd) (build-list 9 (lambda (i) (board-with bd p (add1 i)))))

;; (listof Val) -> Boolean: no number twice
(define (all-different? lov)
  (cond [(empty? lov) true]
        [else (and (not (member (first lov) (rest lov))) (all-different? (rest lov)))]))

;; Board -> Boolean: no unit holds a number twice
(define (valid-board? bd)
  (andmap (lambda (unit) (all-different? (filter number? (map (lambda (p) (square-at bd p)) unit))))
          ALL-UNITS))

;; Board -> (listof Board): the valid boards one step further
(define (next-boards bd) (filter valid-board? (nine-boards (first-blank bd) bd)))

;; Board -> Boolean: no blank left (every board searched is valid)
(define (solved? bd) (andmap number? bd))

;; Board -> Board or false: a solution of bd, or false; Assume: bd is valid
(define (solve bd)
  (local [(define (solve-board bd)
            (if (solved? bd) bd (solve-boards (next-boards bd))))
          (define (solve-boards lobd)
            (cond [(empty? lobd) false]
                  [else (local [(define found (solve-board (first lobd)))]
                          (if (false? found) (solve-boards (rest lobd)) found))]))]
    (solve-board bd)))
