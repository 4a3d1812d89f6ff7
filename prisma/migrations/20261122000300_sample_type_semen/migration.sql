-- AlterEnum
ALTER TYPE "SampleType" ADD VALUE 'semen';
