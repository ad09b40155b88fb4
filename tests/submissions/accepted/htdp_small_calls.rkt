;; The first three lines of this file were inserted by DrRacket. They record metadata
;; about the language level of this file in a form that our tools can easily process.
#reader(lib "htdp-intermediate-lambda-reader.ss" "lang")((modname htdp_small_calls) (read-case-sensitive #t) (teachpacks ()) (htdp-settings #(#t constructor repeating-decimal #f #t none #f () #t)))
;; A test submission that must be accepted: a correct solver in Intermediate
;; Student with lambda, written as HtDP teaches (lists, one small function
;; per question, natural recursion), which spends its time in many small
;; calls. Racket inlines them; errortrace, which the harness once compiled
;; into the timed run, makes each a marked frame: BD6 took 3.1x the CPU
;; (bench/racket_errortrace_bench.sh) and was TLE. Solving: the blank
;; with the fewest candidates gets each of them in turn, backing up when one
;; leads nowhere.

;; Val is Natural[1, 9]
;; Board is (listof (Val or false)), 81 long, row after row
;; Pos is Natural[0, 80]

(define _ false)

(define BD4
  (list 2 7 4 _ 9 1 _ _ 5
        1 _ _ 5 _ _ _ 9 _
        6 _ _ _ _ 3 2 8 _
        _ _ 1 9 _ _ _ _ 8
        _ _ 5 1 _ _ 6 _ _
        7 _ _ _ 8 _ _ _ 3
        4 _ 2 _ _ _ _ _ 9
        _ _ _ _ _ _ _ 7 _
        8 _ _ 3 4 9 _ _ _))

;; Pos -> Natural
(define (row-of p) (quotient p 9))
(define (col-of p) (remainder p 9))
(define (band-of p) (third-of (row-of p)))
(define (stack-of p) (third-of (col-of p)))

;; Natural[0, 8] -> Natural[0, 2]: which third of a row or column i lies in
(check-expect (third-of 5) 1)
(define (third-of i)
  (cond [(< i 3) 0]
        [(< i 6) 1]
        [else 2]))
(define (box-of p) (+ (* 3 (band-of p)) (stack-of p)))

;; Pos Pos -> Boolean
(check-expect (same-row? 0 8) true)
(check-expect (same-row? 8 9) false)
(define (same-row? p q) (= (row-of p) (row-of q)))
(define (same-col? p q) (= (col-of p) (col-of q)))
(define (same-box? p q) (= (box-of p) (box-of q)))

;; Pos Pos -> Boolean: q is another square of p's row, column or box
(check-expect (peer? 0 20) true)
(check-expect (peer? 0 0) false)
(check-expect (peer? 0 30) false)
(define (peer? p q)
  (and (not (= p q))
       (or (same-box? p q) (same-row? p q) (same-col? p q))))

;; (Val or false) Val -> Boolean
(define (holds? sq v) (and (number? sq) (= sq v)))

;; Board Pos Val -> Boolean: some peer of p holds v
(check-expect (taken? BD4 3 2) true)
(check-expect (taken? BD4 3 3) false)
(define (taken? bd p v) (> (holders bd p v) 0))

;; Board Pos Val -> Natural: how many peers of p hold v
(check-expect (holders BD4 3 9) 2)
(define (holders bd p v)
  (local [(define (count bd q)
            (cond [(empty? bd) 0]
                  [(and (peer? p q) (holds? (first bd) v)) (add1 (count (rest bd) (add1 q)))]
                  [else (count (rest bd) (add1 q))]))]
    (count bd 0)))

;; Board Pos -> (listof Val): the values no peer of p holds
(check-expect (candidates BD4 3) (list 6 7 8))
(define (candidates bd p)
  (local [(define (from v)
            (cond [(> v 9) empty]
                  [(taken? bd p v) (from (add1 v))]
                  [else (cons v (from (add1 v)))]))]
    (from 1)))

;; Board -> Pos or false: the blank with the fewest candidates (the first
;; of them on a tie), or false when no square is blank
(check-expect (fewest-choices (list 1 2 3 4 5 6 7 8 9)) false)
(define (fewest-choices bd)
  (local [(define (walk sqs q best best-count)
            (cond [(empty? sqs) best]
                  [(number? (first sqs)) (walk (rest sqs) (add1 q) best best-count)]
                  [else (local [(define n (length (candidates bd q)))]
                          (if (or (false? best) (< n best-count))
                              (walk (rest sqs) (add1 q) q n)
                              (walk (rest sqs) (add1 q) best best-count)))]))]
    (walk bd 0 false 10)))

;; Board Pos Val -> Board
(define (fill bd p v)
  (cond [(zero? p) (cons v (rest bd))]
        [else (cons (first bd) (fill (rest bd) (sub1 p) v))]))

;; Board -> Boolean: no square holds a value one of its peers holds, all
;; 81 squares blank or 1 to 9
(check-expect (valid-board? BD4) true)
(check-expect (valid-board? (cons 1 (rest BD4))) false)
(define (valid-board? bd)
  (and (list? bd)
       (= (length bd) 81)
       (andmap (lambda (sq) (or (false? sq) (and (integer? sq) (<= 1 sq 9)))) bd)
       (local [(define (walk rest-bd p)
                 (cond [(empty? rest-bd) true]
                       [(and (number? (first rest-bd)) (taken? bd p (first rest-bd))) false]
                       [else (walk (rest rest-bd) (add1 p))]))]
         (walk bd 0))))

;; Board -> Board or false: a solution, or false
(check-expect (fewest-choices (solve BD4)) false)
(check-expect (solve (cons 1 (rest BD4))) false)
(define (solve bd)
  (local [(define (search bd)
            (local [(define p (fewest-choices bd))]
              (if (false? p) bd (search-all bd p (candidates bd p)))))
          (define (search-all bd p lov)
            (cond [(empty? lov) false]
                  [else (local [(define found (search (fill bd p (first lov))))]
                          (if (false? found) (search-all bd p (rest lov)) found))]))]
    (if (valid-board? bd) (search bd) false)))
