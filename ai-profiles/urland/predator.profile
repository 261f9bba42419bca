# Predator: buys the genes that hurt and turns them on whoever leads.
name = Predator
description = Buys Teeth, Stinkglands and Assimilation and turns them on the leader.

weight.track = 1.1
weight.land = 1.0
weight.breeding = 0.4
weight.reserve = 0.15
weight.genes = 1.1
weight.threat = 0.2      # fears little

gene.TEETH = 7
gene.STINKGLANDS = 6
gene.ASSIMILATION = 6
gene.EARS = 2

bid.aggressiveness = 0.6
risk = 0.7
aggression = 0.95        # hits the leader whenever it can
extraTurn.thrift = 0.4
noise = 0.0
lookahead.beam = 6
expert.millis = 1000
