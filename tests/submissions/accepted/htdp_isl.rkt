;; The first three lines of this file were inserted by DrRacket. They record metadata
;; about the language level of this file in a form that our tools can easily process.
#reader(lib "htdp-intermediate-lambda-reader.ss" "lang")((modname htdp_isl) (read-case-sensitive #t) (teachpacks ()) (htdp-settings #(#t constructor repeating-decimal #f #t none #f () #t)))
;; A test submission that must be accepted: the HtDP brute force as a student
;; saves it from DrRacket in Intermediate Student with lambda, so the grader
;; loads a teaching-language file whose definitions are not provided. Solving
;; fills the first blank with each value no peer holds and backtracks; the
;; check-expects and the top-level expression below print only on stderr.

;; Val is Natural[1, 9]
;; Board is (listof Val|false), 81 long: the rows one after another
;; Pos is Natural[0, 80]: row (quotient p 9), column (remainder p 9)

(define _ false)

(define PUZZLE
  (list 5 3 _ _ 7 _ _ _ _
        6 _ _ 1 9 5 _ _ _
        _ 9 8 _ _ _ _ 6 _
        8 _ _ _ 6 _ _ _ 3
        4 _ _ 8 _ 3 _ _ 1
        7 _ _ _ 2 _ _ _ 6
        _ 6 _ _ _ _ 2 8 _
        _ _ _ 4 1 9 _ _ 5
        _ _ _ _ 8 _ _ 7 9))

;; Pos -> Natural: the box of p, 0 to 8, left to right and top to bottom
(define (box-of p) (+ (* 3 (quotient p 27)) (quotient (remainder p 9) 3)))

;; Pos Pos -> Boolean: p and q are different squares of one row, column or box
(define (peers? p q)
  (and (not (= p q))
       (or (= (quotient p 9) (quotient q 9))
           (= (remainder p 9) (remainder q 9))
           (= (box-of p) (box-of q)))))

(define ALL-POS (build-list 81 (lambda (p) p)))
(define PEERS (map (lambda (p) (filter (lambda (q) (peers? p q)) ALL-POS)) ALL-POS))
(check-expect (length (first PEERS)) 20)

;; the 27 units: positions whose squares must all differ
(define UNITS
  (append (build-list 9 (lambda (r) (filter (lambda (p) (= (quotient p 9) r)) ALL-POS)))
          (build-list 9 (lambda (c) (filter (lambda (p) (= (remainder p 9) c)) ALL-POS)))
          (build-list 9 (lambda (b) (filter (lambda (p) (= (box-of p) b)) ALL-POS)))))

;; (listof Val) -> Boolean
(define (all-different? lov)
  (cond [(empty? lov) true]
        [else (and (not (member? (first lov) (rest lov)))
                   (all-different? (rest lov)))]))

;; Any -> Boolean: a blank or a Val
(define (square? v) (or (false? v) (and (integer? v) (<= 1 v 9))))

;; Board -> Boolean
;; 81 squares, each blank or 1 to 9, and no unit holds a value twice
(check-expect (valid-board? PUZZLE) true)
(check-expect (valid-board? (cons 3 (rest PUZZLE))) false)
(check-expect (valid-board? (rest PUZZLE)) false)
(define (valid-board? bd)
  (and (= (length bd) 81)
       (andmap square? bd)
       (andmap (lambda (unit) (all-different? (filter number? (map (lambda (p) (list-ref bd p)) unit))))
               UNITS)))

;; Board -> Pos or false: the first blank square
(define (first-blank bd)
  (local [(define (from p bd)
            (cond [(empty? bd) false]
                  [(false? (first bd)) p]
                  [else (from (add1 p) (rest bd))]))]
    (from 0 bd)))

;; Board Pos Val -> Board
(define (put bd p v)
  (cond [(zero? p) (cons v (rest bd))]
        [else (cons (first bd) (put (rest bd) (sub1 p) v))]))

;; Board Pos -> (listof Board): p filled with each value none of its peers holds
(define (next-boards bd p)
  (local [(define taken (map (lambda (q) (list-ref bd q)) (list-ref PEERS p)))]
    (map (lambda (v) (put bd p v))
         (filter (lambda (v) (not (member? v taken))) (list 1 2 3 4 5 6 7 8 9)))))

;; Board -> Board or false
;; a solution of bd, or false when it has none (a board breaking a rule has none)
(check-expect (solve (cons 3 (rest PUZZLE))) false)
(check-expect (first-blank (solve PUZZLE)) false)
(define (solve bd)
  (local [(define (search bd)
            (local [(define p (first-blank bd))]
              (if (false? p) bd (search-all (next-boards bd p)))))
          (define (search-all lobd)
            (cond [(empty? lobd) false]
                  [else (local [(define found (search (first lobd)))]
                          (if (false? found) (search-all (rest lobd)) found))]))]
    (if (valid-board? bd) (search bd) false)))

(solve PUZZLE)
