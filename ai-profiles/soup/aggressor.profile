# Aggressor: arms its amoebas and thins out the leader's.
name = Aggressor
description = Buys Struggle for Survival and Aggression and eats whoever leads.

weight.ladder = 1.1
weight.amoebas = 1.4
weight.damage = 0.5      # fears little
weight.genes = 0.8
weight.bp = 0.2          # keeps a BP or two for the attacks
weight.food = 0.2
weight.rivals = 1.2      # the leader's loss is its gain

gene.STRUGGLE_FOR_SURVIVAL = 3.5
gene.AGGRESSION = 4
gene.PERSISTENCE = 2.5
gene.ARMOR = 2.5
gene.DEFENSE = 1.5
gene.TENTACLE = 1.5
gene.PARASITISM = 2

noise = 0.0
expert.millis = 1000
