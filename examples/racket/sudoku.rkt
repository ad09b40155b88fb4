;; The first three lines of this file were inserted by DrRacket. They record metadata
;; about the language level of this file in a form that our tools can easily process.
#reader(lib "htdp-intermediate-lambda-reader.ss" "lang")((modname sudoku) (read-case-sensitive #t) (teachpacks ()) (htdp-settings #(#t constructor repeating-decimal #f #t none #f () #t)))
;; An example submission for cases/htdp.yaml, as a student of the HtDP
;; brute-force document saves it from DrRacket (Intermediate Student with
;; lambda) and hands it in as it is:
;;
;;   sudoku-grade grade sudoku.rkt
;;
;; solve fills the first blank with each value, keeps only the boards
;; valid-board? accepts, and backtracks on false - the document's search;
;; only the check is quicker: a new value is checked against the 20 squares
;; that share a unit with it, not the whole board again.

;; =================
;; Data definitions:

;; Val is Natural[1, 9]
;; Board is (listof Val|false), 81 long: the rows one after another
;; Pos is Natural[0, 80]: row (quotient p 9), column (remainder p 9)

;; =================
;; Constants:

(define B false)

(define BD4                             ; easy, from the document
  (list 2 7 4 B 9 1 B B 5
        1 B B 5 B B B 9 B
        6 B B B B 3 2 8 B
        B B 1 9 B B B B 8
        B B 5 1 B B 6 B B
        7 B B B 8 B B B 3
        4 B 2 B B B B B 9
        B B B B B B B 7 B
        8 B B 3 4 9 B B B))

(define BD4s
  (list 2 7 4 8 9 1 3 6 5
        1 3 8 5 2 6 4 9 7
        6 5 9 4 7 3 2 8 1
        3 2 1 9 6 4 7 5 8
        9 8 5 1 3 7 6 4 2
        7 4 6 2 8 5 9 1 3
        4 6 2 7 5 8 1 3 9
        5 9 3 6 1 2 8 7 4
        8 1 7 3 4 9 5 2 6))

(define POSITIONS (build-list 81 identity))

;; Pos -> Natural[0, 8]
(check-expect (box-number 0) 0)
(check-expect (box-number 80) 8)
(check-expect (box-number 33) 5)
(define (box-number p)
  (+ (* 3 (quotient (quotient p 9) 3))
     (quotient (remainder p 9) 3)))

;; (Pos -> Natural) -> (listof (listof Pos)): the 9 units a key splits the board into
(define (units-by key)
  (build-list 9 (lambda (k) (filter (lambda (p) (= (key p) k)) POSITIONS))))

(define UNITS
  (append (units-by (lambda (p) (quotient p 9)))
          (units-by (lambda (p) (remainder p 9)))
          (units-by box-number)))

;; for each Pos, the positions sharing a unit with it
(define NEIGHBOURS
  (map (lambda (p)
         (filter (lambda (q)
                   (and (not (= p q))
                        (ormap (lambda (u) (and (member? p u) (member? q u))) UNITS)))
                 POSITIONS))
       POSITIONS))
(check-expect (length (list-ref NEIGHBOURS 40)) 20)

;; =================
;; Functions:

;; Board -> Board or false
;; a solution of bd, or false if it has none
(check-expect (solve BD4) BD4s)
(check-expect (solve (cons 4 (rest BD4))) false)
(define (solve bd)
  (local [(define (solve--bd bd)
            (local [(define p (find-blank bd))]
              (if (false? p)
                  bd
                  (solve--lobd (next-boards bd p)))))
          (define (solve--lobd lobd)
            (cond [(empty? lobd) false]
                  [else
                   (local [(define try (solve--bd (first lobd)))]
                     (if (false? try)
                         (solve--lobd (rest lobd))
                         try))]))]
    (if (valid-board? bd) (solve--bd bd) false)))

;; Board -> Pos or false: the first blank square, false when there is none
(check-expect (find-blank BD4) 3)
(check-expect (find-blank BD4s) false)
(define (find-blank bd)
  (local [(define (find bd p)
            (cond [(empty? bd) false]
                  [(false? (first bd)) p]
                  [else (find (rest bd) (add1 p))]))]
    (find bd 0)))

;; Board Pos -> (listof Board): p filled with each Val no neighbour holds
(check-expect (map (lambda (bd) (list-ref bd 3)) (next-boards BD4 3)) (list 6 8))
(define (next-boards bd p)
  (local [(define used (map (lambda (q) (list-ref bd q)) (list-ref NEIGHBOURS p)))]
    (map (lambda (v) (fill-square bd p v))
         (filter (lambda (v) (not (member? v used)))
                 (build-list 9 add1)))))

;; Board Pos Val -> Board
(check-expect (fill-square (list 1 B 3) 1 2) (list 1 2 3))
(define (fill-square bd p v)
  (cond [(zero? p) (cons v (rest bd))]
        [else (cons (first bd) (fill-square (rest bd) (sub1 p) v))]))

;; Board -> Boolean
;; 81 squares, each a Val or false, no unit holding a Val twice
(check-expect (valid-board? BD4) true)
(check-expect (valid-board? BD4s) true)
(check-expect (valid-board? (fill-square BD4 1 6)) false)
(check-expect (valid-board? (rest BD4)) false)
(check-expect (valid-board? (cons 10 (rest BD4))) false)
(define (valid-board? bd)
  (and (= (length bd) 81)
       (andmap (lambda (v) (or (false? v) (and (integer? v) (<= 1 v 9)))) bd)
       (andmap (lambda (u) (no-repeats? (filter number? (map (lambda (p) (list-ref bd p)) u))))
               UNITS)))

;; (listof Val) -> Boolean
(check-expect (no-repeats? (list 1 2 3)) true)
(check-expect (no-repeats? (list 1 2 1)) false)
(define (no-repeats? lov)
  (cond [(empty? lov) true]
        [else (and (not (member? (first lov) (rest lov)))
                   (no-repeats? (rest lov)))]))
