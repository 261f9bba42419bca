# Greedy: spends its joker at the first pile it wins, and plays a little carelessly.
name = Greedy
description = Cashes its joker in at the first chance; makes a random move now and then.

greed = 1.0
noise = 0.2
