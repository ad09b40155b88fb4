;; The first three lines of this file were inserted by DrRacket. They record metadata
;; about the language level of this file in a form that our tools can easily process.
#reader(lib "htdp-intermediate-lambda-reader.ss" "lang")((modname htdp_ignores_boxes) (read-case-sensitive #t) (teachpacks ()) (htdp-settings #(#t constructor repeating-decimal #f #t none #f () #t)))
;; A classic bug of the HtDP brute force: valid-board? checks the rows and the
;; columns and forgets the 3 x 3 boxes, so it accepts a board with a box
;; holding a value twice, and solve fills boards that break the box rule.
;; Must be WA, naming the box.

;; Board is (listof Val|false), 81 long; Val is Natural[1, 9]

(define INDEXES (build-list 9 (lambda (i) i)))
(define ROWS (map (lambda (r) (map (lambda (c) (+ (* 9 r) c)) INDEXES)) INDEXES))
(define COLS (map (lambda (c) (map (lambda (r) (+ (* 9 r) c)) INDEXES)) INDEXES))
;; the bug: no boxes among the units
(define UNITS (append ROWS COLS))

;; (listof Val) -> Boolean
(define (distinct? lov)
  (cond [(empty? lov) true]
        [(member? (first lov) (rest lov)) false]
        [else (distinct? (rest lov))]))

;; Board -> Boolean
(define (valid-board? bd)
  (andmap (lambda (unit) (distinct? (filter number? (map (lambda (p) (list-ref bd p)) unit)))) UNITS))

;; Board -> Pos or false
(define (first-blank bd)
  (local [(define (scan p bd)
            (cond [(empty? bd) false]
                  [(false? (first bd)) p]
                  [else (scan (add1 p) (rest bd))]))]
    (scan 0 bd)))

;; Board Pos Val -> Board
(define (with-value bd p v)
  (cond [(zero? p) (cons v (rest bd))]
        [else (cons (first bd) (with-value (rest bd) (sub1 p) v))]))

;; Board Pos Val -> Boolean: v is not yet in p's row or column (the bug again: nor its box, unchecked)
(define (fits? bd p v)
  (andmap (lambda (unit) (or (not (member? p unit))
                             (not (member? v (map (lambda (q) (list-ref bd q)) unit)))))
          UNITS))

;; Board -> Board or false
(define (solve bd)
  (local [(define (try-board bd)
            (local [(define p (first-blank bd))]
              (if (false? p)
                  bd
                  (try-boards (map (lambda (v) (with-value bd p v))
                                   (filter (lambda (v) (fits? bd p v)) (list 1 2 3 4 5 6 7 8 9)))))))
          (define (try-boards lobd)
            (cond [(empty? lobd) false]
                  [else (local [(define found (try-board (first lobd)))]
                          (if (false? found) (try-boards (rest lobd)) found))]))]
    (if (valid-board? bd) (try-board bd) false)))
